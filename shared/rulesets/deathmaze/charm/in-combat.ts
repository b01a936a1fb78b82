import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CharmPotionRules, HookResult } from '../combat/advanced';
import { message, monsterPlace, removeCounter, type DraftAdventurer } from '../combat/combat-state';
import type { AdventurerInCombat, CombatAction, CombatState, MonsterInCombat } from '../combat/types';
import { CHARM_PERSON_TYPES } from '../data/magic-items';
import { charmWithPotion } from './rules';
import { closeDraft, monsterAsPartyMember, openDraft, placeInParty, settle, type AdvDraft } from '../advanced/combat-data';
import { monsterIdOf } from '../advanced/resistance';

type UseItem = Extract<CombatAction, { type: 'useItem' }>;
type Refusal = { readonly ok: false; readonly rule: string; readonly message: string };

function potionOf(combat: CombatState, action: UseItem): 'charmPerson' | 'charmMonster' | undefined {
  const kind = combat.adventurers.find((a) => a.id === action.adventurerId)?.items?.find((i) => i.id === action.itemId)?.kind;
  return kind === 'charmPerson' || kind === 'charmMonster' ? kind : undefined;
}

/**
 * [9.45], [9.46] Whom a Charm potion may be turned on in combat: any living monster in the monsters' marching order
 * ("in his Segment") of the kind the potion takes; not an adventurer a vampire holds [12.36].
 */
function checkCharmPotion(combat: CombatState, action: UseItem): Refusal | undefined {
  const potion = potionOf(combat, action);
  if (!potion) return { ok: false, rule: '9.45', message: 'That is not a Charm potion.' };
  const section = potion === 'charmPerson' ? '9.45' : '9.46';
  if (!action.targetId) return { ok: false, rule: section, message: 'Name the monster the Charm potion is to take control of.' };
  const m = combat.monsters.find((x) => x.id === action.targetId);
  if (!m || m.dead || !monsterPlace(combat, m.id)) return { ok: false, rule: section, message: `“${action.targetId}” is not a living monster in the monsters’ marching order.` };
  const thralls = (combat as { advanced?: { thralls?: Record<string, unknown> } }).advanced?.thralls;
  if (thralls?.[m.id]) return { ok: false, rule: '12.36', message: `${m.name} is an adventurer under a vampire’s charm, not a monster a potion can take [12.36].` };
  const type = monsterIdOf(m.type);
  if (!type || CHARM_PERSON_TYPES.includes(type) !== (potion === 'charmPerson')) {
    return {
      ok: false,
      rule: section,
      message: potion === 'charmPerson'
        ? `A Charm Person potion takes only an Evil Hero, Wizard, Thief, Orc or Goblin; ${m.name} is none of these [9.45].`
        : `A Charm Monster potion cannot take an Evil Hero, Wizard, Thief, Orc or Goblin such as ${m.name} [9.46].`,
    };
  }
  return undefined;
}

/**
 * [9.45] The monster leaves the monsters' marching order and takes the first empty box of the party's (see
 * advancedRulings "Charm places the monster in the first free box") under its controller; it turns on the party if he
 * dies (`settle`). Shared by the Charm spell [11.3] and the Charm potions.
 */
export function monsterJoinsParty(draft: AdvDraft, monsterId: string, controller: AdventurerInCombat, section: string, events: GameEvent[]): void {
  const idx = draft.monsters.findIndex((x) => x.id === monsterId);
  const m = draft.monsters[idx]! as MonsterInCombat;
  removeCounter(draft, m.id);
  draft.monsters.splice(idx, 1);
  const row = placeInParty(draft, m.id, 'front');
  draft.adventurers.push(monsterAsPartyMember(m, row) as DraftAdventurer);
  draft.advanced.charmed[m.id] = { controllerId: controller.id, monster: m };
  draft.advanced.lastWounds[m.id] = m.wounds;
  events.push(message(`${m.name} is charmed: it joins the party’s marching order (row ${row + 1}) under ${controller.name}’s control, and turns on the party if he dies [9.45].`, section));
  if (draft.status === 'ongoing' && draft.monsters.length === 0) {
    // Nothing was slain: the fight is over, but the party has not won it (no treasure, no experience; game rulings).
    draft.status = 'partyWon';
    draft.phase = 'over';
    events.push(message('No monster is left to fight: the combat is over.', section));
  }
}

/**
 * [9.45], [9.46], [11.25] An adventurer drinks a Charm potion instead of attacking. In the Advanced game the monster
 * may resist (the dose is spent either way); in the Basic game it cannot.
 */
function applyCharmPotion(combat: CombatState, action: UseItem, rng: Rng): HookResult {
  const problem = checkCharmPotion(combat, action);
  if (problem) return problem;
  const potion = potionOf(combat, action)!;
  const section = potion === 'charmPerson' ? '9.45' : '9.46';
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  const a = draft.adventurers.find((x) => x.id === action.adventurerId) as DraftAdventurer;
  a.itemsUsed.push(action.itemId);
  draft.acted.push(a.id);
  const target = draft.monsters.find((m) => m.id === action.targetId) as MonsterInCombat;
  events.push(message(`${a.name} drinks a ${potion === 'charmPerson' ? 'Charm Person' : 'Charm Monster'} potion instead of attacking, to take control of ${target.name}.`, section));
  const r = charmWithPotion(potion, { id: target.id, type: monsterIdOf(target.type)!, name: target.name }, rng, draft.game);
  if ('ok' in r) return { ok: false, rule: r.rule, message: r.message };
  events.push(...r.events);
  if (r.charmed) monsterJoinsParty(draft, target.id, a as AdventurerInCombat, section, events);
  settle(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}

export const charmPotionRules: CharmPotionRules = { check: checkCharmPotion, apply: applyCharmPotion };
