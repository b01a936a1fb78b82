import { ALL_CLASS_TRAITS } from '../advanced/wizard';
import { validateMarchingOrder } from '../combat';
import { effectiveWoundPoints, living } from './party';
import type { DeathmazeState } from './types';

/**
 * What the rules promise about every Deathmaze state, for the random-choice sweep (shared/engine/ruleset.ts
 * `invariants`): the broken ones in words. Checked between actions, so mid-combat the party's records may lag the
 * combat's own (which the combat state answers for).
 */
export function deathmazeInvariants(state: DeathmazeState): string[] {
  const broken: string[] = [];
  const phase = state.phase;
  for (const a of living(state)) {
    // In combat the party records hold the wounds from before the fight; the combat state's are checked below.
    if (phase.kind !== 'combat' && a.wounds >= effectiveWoundPoints(a)) broken.push(`[8.46] ${a.name} lives with ${a.wounds} wounds against ${effectiveWoundPoints(a)} Wound Points.`);
    if ((a.spellWounds ?? 0) > a.wounds) broken.push(`[11.22] ${a.name}'s ${a.spellWounds} spell-casting wounds were healed (${a.wounds} wounds).`);
    const allowed = ALL_CLASS_TRAITS[a.class].allowedWeapons;
    for (const w of a.weapons) if (!allowed.includes(w)) broken.push(`[11.11] ${a.name} (${ALL_CLASS_TRAITS[a.class].name}) holds a ${w}.`);
    for (const i of a.magicItems) if (i.kind === 'weapon' && !allowed.includes(i.weapon)) broken.push(`[11.11] ${a.name} (${ALL_CLASS_TRAITS[a.class].name}) carries a magic ${i.weapon}.`);
  }
  const seen = new Set<string>();
  for (const item of [...state.party.flatMap((a) => a.magicItems), ...state.unassigned]) {
    if (seen.has(item.id)) broken.push(`[9.17] The item ${item.id} is in two places.`);
    seen.add(item.id);
  }
  const ids = living(state).map((a) => a.id);
  if (ids.length > 0 && phase.kind !== 'home') {
    const check = validateMarchingOrder(state.marchingOrder, ids);
    if (!check.ok) broken.push(`[${check.rule}] Marching order: ${check.message}`);
  }
  if (phase.kind === 'combat') {
    const c = phase.combat;
    const dead = new Set([...c.adventurers.filter((a) => a.dead).map((a) => a.id), ...c.monsters.filter((m) => m.dead).map((m) => m.id)]);
    for (const row of [...c.party.rows, ...c.monsterRows]) for (const id of row) if (id !== null && dead.has(id)) broken.push(`[8.46] ${id} is dead but still stands in a row.`);
    for (const a of c.adventurers) if (!a.dead && a.wounds >= a.woundPoints) broken.push(`[8.46] ${a.name} fights on with ${a.wounds} wounds against ${a.woundPoints} Wound Points.`);
    // Mid-fight the first row may be short until the Party Reorganization Phase [8.24]: only the shape is checked.
    const standing = c.adventurers.filter((a) => !a.dead).map((a) => a.id);
    const placed = c.party.rows.flat().filter((id): id is string => id !== null);
    if (c.party.rows.some((r) => r.length !== 3)) broken.push('[5.12] A combat row does not have three boxes.');
    for (const id of standing) if (placed.filter((x) => x === id).length !== 1) broken.push(`[5.11] ${id} stands ${placed.filter((x) => x === id).length} times in the combat marching order.`);
  }
  return broken;
}
