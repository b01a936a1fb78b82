import type { CombatView, CombatRowView } from '../../../engine/view';
import { members } from './rows';
import type { CitadelCombat, Fighter } from './types';

const PHASE_TITLES: Record<CitadelCombat['phase'], string> = {
  partyCombat: 'Party Combat Phase',
  monsterCombat: 'Monster Combat Phase',
  hellgateCombat: 'Hellgate Combat Phase',
  partyReorganization: 'Party Reorganization Phase',
  monsterReorganization: 'Monster Reorganization Phase',
  hellgate: 'Destroying the Hellgate',
  over: 'Fight over',
};

/** The badges a fighter shows: what changes how he fights or whom he fights for. */
export function fighterStatus(f: Fighter): string[] {
  const out: string[] = [];
  if (f.asleep) out.push('asleep');
  if (f.charmedBy !== null) out.push('charmed');
  if (f.possessedBy === 'xStatue') out.push('serves X');
  if (f.possessedBy === 'evilTalisman') out.push('Evil talisman');
  if (f.magicShield) out.push('Magic Shield');
  if (f.mageArmor > 0) out.push(`Mage Armor ${f.mageArmor}`);
  for (const m of f.modifiers) out.push(`${m.label} ${m.value >= 0 ? '+' : ''}${m.value}`);
  if (f.monster === 'hydra' && f.wounds > 0) out.push(`CB +${f.wounds} (15.6)`);
  return out;
}

/** The fight as the ruleset-neutral shell draws it: each side's rows front first, members in box order, and the Gate. */
export function combatView(combat: CitadelCombat): CombatView {
  const byId = new Map(combat.fighters.map((f) => [f.id, f]));
  const rows: CombatRowView[] = [];
  const push = (side: 'party' | 'monsters', ids: readonly (string | null)[], row: number) =>
    rows.push({
      side,
      row,
      members: members(ids).map((id) => {
        const f = byId.get(id)!;
        return { id, name: f.name, wounds: { taken: f.wounds, of: f.woundPoints }, status: fighterStatus(f) };
      }),
    });
  combat.partyRows.forEach((r, i) => push('party', r, i + 1));
  combat.monsterRows.forEach((r, i) => push('monsters', r, i + 1));
  if (combat.hellgate !== null && !combat.hellgate.destroyed) {
    const row = Math.max(3, combat.monsterRows.length + 1);
    rows.push({ side: 'monsters', row, members: [{ id: 'hellgate', name: 'Hellgate', wounds: null, status: [combat.hellgate.powered ? 'casts 3 Blasts' : 'powerless'] }] });
  }
  return { round: combat.round, title: `Combat, round ${combat.round}: ${PHASE_TITLES[combat.phase]}`, rows };
}
