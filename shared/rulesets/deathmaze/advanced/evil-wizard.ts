import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { HookResult } from '../combat/advanced';
import { closestTo, message, monsterPlace, partyRow, rollEvent, settleStatus, type DraftMonster } from '../combat/combat-state';
import type { AdventurerInCombat, CombatState, MonsterInCombat } from '../combat/types';
import { closeDraft, openDraft, partyMemberResistance, settle, specialOf, woundPartyMember, type AdvDraft } from './combat-data';
import { resistRoll } from './resistance';
import { spellInfo } from './spells';

/** [12.2] The Lightning an Evil Wizard casts costs him what it costs any Wizard [11.4]. */
export const EVIL_WIZARD_LIGHTNING_COST = spellInfo('lightning').cost;

/** [12.2] Casts Lightning unless paying its cost would kill him; then he fights with his dagger. */
export function evilWizardWillCast(monster: MonsterInCombat): boolean {
  return !monster.dead && specialOf(monster) === 'magic' && monster.wounds + EVIL_WIZARD_LIGHTNING_COST < monster.woundPoints;
}

/** [8.33] The closest adventurer of the party's front row; two equally close: 1-3 the rightmost, 4-6 the leftmost. */
function pickTarget(draft: AdvDraft, monster: MonsterInCombat, rng: Rng, events: GameEvent[]): string | undefined {
  const box = monsterPlace(draft, monster.id)?.box ?? 1;
  const closest = closestTo(box, partyRow(draft, 0));
  if (closest.length <= 1) return closest[0]?.id;
  const sorted = [...closest].sort((x, y) => x.box - y.box);
  const r = roll(rng, '1D6', { section: '8.33', table: 'Equally close adventurers (8.33)', purpose: `Whom ${monster.name} casts Lightning at` });
  const right = r.total <= 3;
  events.push(rollEvent(`${monster.name} picks its target: rolled ${r.total}, the ${right ? 'rightmost (1-3)' : 'leftmost (4-6)'} adventurer.`, withResult(r, right ? 'rightmost' : 'leftmost'), { section: '8.33' }));
  return (right ? sorted[sorted.length - 1]! : sorted[0]!).id;
}

/**
 * [12.2] An Evil Wizard's turn in the Monster Combat Phase, from either of the monsters' rows: Lightning (cost 2
 * Wounds to him) at the adventurer [8.33] picks, who may resist; 1D6+2 Wounds if he does not. Returns null when the
 * Wizard does not cast (the cost would kill him, no one stands in the party's front row, or he is no Evil Wizard): the
 * engine's ordinary dagger attack applies.
 */
export function evilWizardTurn(combat: CombatState, monsterId: string, rng: Rng): HookResult | null {
  const found = combat.monsters.find((m) => m.id === monsterId);
  if (!found || !evilWizardWillCast(found) || !monsterPlace(combat, monsterId) || partyRow(combat, 0).length === 0) return null;
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  const wizard = draft.monsters.find((m) => m.id === monsterId) as DraftMonster;
  const targetId = pickTarget(draft, wizard, rng, events);
  if (!targetId) return null;
  const target = draft.adventurers.find((a) => a.id === targetId)!;
  wizard.wounds += EVIL_WIZARD_LIGHTNING_COST;
  events.push(message(`${wizard.name} casts Lightning at ${target.name}, suffering ${EVIL_WIZARD_LIGHTNING_COST} wounds (${wizard.wounds} of ${wizard.woundPoints}).`, '12.2'));
  const check = resistRoll(rng, target.name, partyMemberResistance(draft, target as AdventurerInCombat), 'the Lightning', '12.2');
  events.push(...check.events);
  if (!check.resisted) {
    const r = roll(rng, '1D6+2', { section: '11.3', table: 'Lightning', purpose: `Lightning on ${target.name}` });
    events.push(rollEvent(`The Lightning strikes ${target.name}: ${r.total} wounds (1D6+2).`, withResult(r, `${r.total} wounds`)));
    woundPartyMember(draft, target.id, r.total, '12.2', events);
  }
  settle(draft, events);
  settleStatus(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}
