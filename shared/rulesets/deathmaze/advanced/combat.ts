import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { AdvancedCombatHooks, CombatOptions, HookResult } from '../combat/advanced';
import { message, monsterPlace, rollEvent, settleStatus, statusWouldSettle, type DraftAdventurer } from '../combat/combat-state';
import { isEmptyRecord } from '../../../core/shape';
import { buildCombatState } from '../combat/copies';
import { applyCombatAction, checkCombatAction } from '../combat/phases';
import { beginCombat, startCombat, type CombatParty, type StartCombatOptions } from '../combat/start';
import type { CombatAction, CombatMonster, CombatState, CombatStep, MonsterInCombat } from '../combat/types';
import { afterMonsterAttackAbilities, cronkStench, trollRegeneration } from './abilities';
import {
  closeDraft,
  monsterResistance,
  openDraft,
  placeInMonsterRows,
  restoreThrall,
  settle,
  settleHasWork,
  specialOf,
  startingData,
  woundMonster,
  type AdvancedCombatData,
  type AdvancedCombatState,
  type AdvDraft,
} from './combat-data';
import { castCombatSpell } from './combat-spells';
import { charmPotionRules } from '../charm/in-combat';
import { evilWizardTurn, evilWizardWillCast } from './evil-wizard';
import { resistRoll } from './resistance';

function withDraft(combat: CombatState, body: (draft: AdvDraft, events: GameEvent[]) => void): HookResult {
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  body(draft, events);
  settle(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}

/** [12.32] stench; Mage Armor cast before the fight starts absorbing (it is counted as extra Wound Points while it lasts). */
function atCombatStart(combat: CombatState, rng: Rng): HookResult {
  return withDraft(combat, (draft, events) => {
    for (const a of draft.adventurers as DraftAdventurer[]) {
      const armor = draft.advanced.members[a.id]?.mageArmor ?? 0;
      if (armor > 0 && draft.advanced.mageArmor[a.id] === undefined) {
        draft.advanced.mageArmor[a.id] = armor;
        a.woundPoints += armor;
        events.push(message(`${a.name}'s Mage Armor will absorb his next ${armor} wound${armor === 1 ? '' : 's'}.`, '11.3'));
      }
    }
    cronkStench(draft, rng, events);
  });
}

/**
 * The hooks of the Basic combat engine, implemented for the Advanced game: [11.2]–[11.3] spells, [12.32] stench,
 * [12.33]/[12.34]/[12.36] after a monster's attack, [12.35] at the end of the Monster Combat Phase.
 */
export const advancedCombatHooks: AdvancedCombatHooks = {
  castSpell: castCombatSpell,
  atCombatStart,
  afterMonsterAttack: (combat, monsterId, adventurerId, rng) =>
    withDraft(combat, (draft, events) => afterMonsterAttackAbilities(draft, monsterId, adventurerId, rng, events)),
  endOfMonsterCombatPhase: (combat) => withDraft(combat, (draft, events) => trollRegeneration(draft, events)),
};

export const advancedCombatOptions: CombatOptions = { hooks: advancedCombatHooks, charmPotions: charmPotionRules };

/** The Basic game's combat options: only Charm potions need the Advanced bookkeeping of charmed monsters [9.45]. */
export const basicCombatOptions: CombatOptions = { charmPotions: charmPotionRules };

/** The options the game's combat runs with. */
export function combatOptionsFor(game: 'basic' | 'advanced'): CombatOptions {
  return game === 'advanced' ? advancedCombatOptions : basicCombatOptions;
}

/** startCombat for the Advanced game. Party members carry their `advanced` record (see AdvancedCombatAdventurer). */
export function startAdvancedCombat(party: CombatParty, monsters: readonly CombatMonster[], rng: Rng, options: Omit<StartCombatOptions, 'game' | 'hooks'> = {}): CombatStep {
  return startCombat(party, monsters, rng, { ...options, game: 'advanced', hooks: advancedCombatHooks });
}

/** beginCombat for the Advanced game: the game's own fights, whose input is not checked again (see beginCombat). */
export function beginAdvancedCombat(party: CombatParty, monsters: readonly CombatMonster[], rng: Rng, options: Omit<StartCombatOptions, 'game' | 'hooks'> = {}): CombatStep {
  return beginCombat(party, monsters, rng, { ...options, game: 'advanced', hooks: advancedCombatHooks });
}

/** [9.55], [11.25] Red Pepper in the Advanced game: the monster may resist the flame. */
function redPepper(combat: CombatState, action: Extract<CombatAction, { type: 'useItem' }>, rng: Rng): CombatStep {
  const problem = checkCombatAction(combat, action, advancedCombatOptions);
  if (problem) return problem;
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  const a = draft.adventurers.find((x) => x.id === action.adventurerId) as DraftAdventurer;
  a.itemsUsed.push(action.itemId);
  draft.acted.push(a.id);
  const target = draft.monsters.find((m) => m.id === action.targetId) as MonsterInCombat;
  events.push(message(`${a.name} breathes flame (Red Pepper) at ${target.name}.`, '9.55'));
  const check = resistRoll(rng, target.name, monsterResistance(draft, target), 'the Red Pepper flame', '11.25');
  events.push(...check.events);
  if (!check.resisted) {
    const r = roll(rng, '1D6', { section: '9.55', table: 'Red Pepper flame', purpose: `${a.name} breathes flame at ${target.name}` });
    events.push(rollEvent(`The flame burns ${target.name}: rolled ${r.total}.`, withResult(r, `${r.total} wounds`)));
    woundMonster(draft, target.id, r.total, '9.55', events, a.id);
  }
  settle(draft, events);
  settleStatus(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}

/**
 * [12.2] Ends the Party Combat Phase. Evil Wizards who will cast stand aside while the engine runs the other monsters'
 * attacks, then each casts Lightning (the text sets no order among monsters; see advancedRulings).
 */
function endPartyCombat(combat: CombatState, action: CombatAction, rng: Rng): CombatStep {
  const casters = combat.monsters.filter((m) => evilWizardWillCast(m) && monsterPlace(combat, m.id));
  if (casters.length === 0) return applyCombatAction(combat, action, rng, advancedCombatOptions);
  const aside = openDraft(combat);
  const places = casters.map((m) => ({ id: m.id, place: monsterPlace(aside, m.id)! }));
  for (const p of places) aside.monsterRows[p.place.row]![p.place.box] = null;
  const step = applyCombatAction(closeDraft(aside), action, rng, advancedCombatOptions);
  if (!step.ok) return step;
  const back = openDraft(step.combat);
  for (const p of places) {
    // [8.42] A caster killed by the party's declared attacks stays off the board.
    if (back.monsters.find((m) => m.id === p.id)?.dead) continue;
    const row = back.monsterRows[p.place.row]!;
    if (row[p.place.box] === null) row[p.place.box] = p.id;
    else placeInMonsterRows(back, p.id, [p.place.row, 1 - p.place.row], p.place.box);
  }
  let current: CombatState = closeDraft(back);
  const events: GameEvent[] = [...step.events];
  for (const p of places) {
    if (current.status !== 'ongoing') break;
    if (current.monsters.find((m) => m.id === p.id)?.dead) continue;
    const turn = evilWizardTurn(current, p.id, rng);
    if (!turn) continue;
    if (!turn.ok) return turn;
    current = turn.combat;
    events.push(...turn.events);
  }
  return { ok: true, combat: current, events };
}

/**
 * applyCombatAction for the Advanced game: the hooks, Red Pepper that monsters may resist [11.25], Evil Wizards'
 * Lightning [12.2], and the bookkeeping of spell-casting Wounds and Mage Armor after every action.
 */
export function applyAdvancedCombatAction(combat: CombatState, action: CombatAction, rng: Rng): CombatStep {
  let step: CombatStep;
  if (action.type === 'useItem' && combat.adventurers.find((a) => a.id === action.adventurerId)?.items?.find((i) => i.id === action.itemId)?.kind === 'redPepper') {
    step = redPepper(combat, action, rng);
  } else if (action.type === 'endPartyCombat') {
    step = endPartyCombat(combat, action, rng);
  } else {
    step = applyCombatAction(combat, action, rng, advancedCombatOptions);
  }
  if (!step.ok) return step;
  const draft = openDraft(step.combat);
  const events = [...step.events];
  settle(draft, events);
  settleStatus(draft, events);
  return { ok: true, combat: closeDraft(draft), events };
}

export interface CharmedAtEnd {
  readonly monster: MonsterInCombat;
  readonly controllerId: string;
}

/** What the Advanced game carries out of a fight, beside the Basic combatOutcome. */
export interface AdvancedCombatReport {
  /** [11.22] Spell-casting Wounds per adventurer, earlier ones included: never healed. */
  readonly spellWounds: Readonly<Record<string, number>>;
  /** [11.3] Mage Armor left per adventurer. */
  readonly mageArmorLeft: Readonly<Record<string, number>>;
  /** [12.13] Spell rings used in this fight. */
  readonly ringsUsed: readonly string[];
  /** [12.34] Turned to stone: dead unless a Wizard casts Stone-Flesh now. */
  readonly petrified: readonly string[];
  /** [11.3] Sleeping monsters the party kills because it won. */
  readonly sleepersKilled: readonly string[];
  /** [9.45] Monsters still under the party's control, with their wounds. */
  readonly charmed: readonly CharmedAtEnd[];
  /** [12.36] Adventurers still charmed by a vampire when the party fell. */
  readonly lostToVampires: readonly string[];
}

/**
 * Once the combat is over: adventurers a vampire still holds are counted dead with the party, Mage Armor leaves the
 * Wound Points, and the report says what the Advanced game must remember. Call before combatOutcome.
 */
export function finishAdvancedCombat(combat: CombatState): { combat: CombatState; report: AdvancedCombatReport; events: readonly GameEvent[] } {
  // Nothing for `settle` to do, no thrall (settleHasWork counts them) and no Mage Armor to take off: the fight ends as
  // it is, and the report is read off it, without the whole copy the draft is (a Basic fight with potion-charmed
  // monsters, settled after its last action already, nearly always ends this way).
  const data = advancedData(combat);
  if (data !== undefined && !settleHasWork(combat, data) && !wearsMageArmor(combat, data)) {
    const events: GameEvent[] = [];
    return { combat, report: reportAtEnd(combat, data, [], {}, events), events };
  }
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  const lost = Object.keys(draft.advanced.thralls);
  for (const id of lost) restoreThrall(draft, id, true, events, `The party has fallen: ${draft.monsters.find((m) => m.id === id)?.name ?? id} is lost to the vampire.`);
  const mageArmorLeft: Record<string, number> = {};
  for (const a of draft.adventurers as DraftAdventurer[]) {
    const armor = draft.advanced.mageArmor[a.id] ?? 0;
    if (armor > 0) {
      a.woundPoints -= armor;
      mageArmorLeft[a.id] = armor;
      draft.advanced.mageArmor[a.id] = 0;
    }
  }
  return { combat: closeDraft(draft), report: reportAtEnd(draft, draft.advanced, lost, mageArmorLeft, events), events };
}

/** Whether any adventurer still has Mage Armor [11.3] (taken off his Wound Points as the fight ends). */
function wearsMageArmor(combat: CombatState, data: AdvancedCombatData): boolean {
  for (const a of combat.adventurers) if ((data.mageArmor[a.id] ?? 0) > 0) return true;
  return false;
}

/** The report of a finished fight (see finishAdvancedCombat), with the sleepers the party kills [11.3] told. */
function reportAtEnd(combat: CombatState, data: AdvancedCombatData, lost: readonly string[], mageArmorLeft: Record<string, number>, events: GameEvent[]): AdvancedCombatReport {
  const sleepersKilled = combat.status === 'partyWon' ? [...data.asleep] : [];
  for (const id of sleepersKilled) events.push(message(`The party kills the sleeping ${combat.monsters.find((m) => m.id === id)?.name ?? id} [11.3].`, '11.3'));
  const charmed: CharmedAtEnd[] = Object.entries(data.charmed).flatMap(([id, record]) => {
    const a = combat.adventurers.find((x) => x.id === id);
    if (!a || a.dead) return [];
    return [{ controllerId: record.controllerId, monster: { ...record.monster, wounds: a.wounds, woundPoints: a.woundPoints } }];
  });
  return {
    spellWounds: { ...data.spellWounds },
    mageArmorLeft,
    ringsUsed: [...data.ringsUsed],
    petrified: data.petrified.filter((id) => combat.adventurers.some((a) => a.id === id)),
    sleepersKilled,
    charmed,
    lostToVampires: lost,
  };
}

export function advancedData(combat: CombatState): AdvancedCombatState['advanced'] {
  return (combat as AdvancedCombatState).advanced;
}

/**
 * [9.45] A Basic game's fight with monsters charmed by potion: the only Advanced bookkeeping that applies is a dead
 * controller's monster turning on the party. (The rest of `settle` finds nothing to do without spells or abilities.)
 */
export function settleCharmedInBasicCombat(combat: CombatState): { combat: CombatState; events: readonly GameEvent[] } {
  // Most actions leave nothing to settle, or only wounds to note: the state as it is (what the full copy would
  // serialize as), or with those records copied, rather than the whole fight copied and settled.
  if (!statusWouldSettle(combat)) {
    // The fight's first action has no Advanced data yet: it is added to a shallow copy (as `openDraft` adds it to its
    // whole copy, in the same place among the keys) and the bookkeeping goes on from there.
    const data = advancedData(combat);
    const known = data ?? startingData(combat);
    const noted = withWoundsNoted(data === undefined ? withAdvancedData(combat, known) : combat, known);
    if (noted !== undefined) return { combat: noted, events: [] };
  }
  const draft = openDraft(combat);
  const events: GameEvent[] = [];
  settle(draft, events);
  settleStatus(draft, events);
  return { combat: closeDraft(draft), events };
}

type MutableCombat = { -readonly [K in keyof AdvancedCombatState]: AdvancedCombatState[K] };
type MutableCombatData = { -readonly [K in keyof AdvancedCombatData]: AdvancedCombatData[K] };

/**
 * The combat after `settle` when all it would do is bookkeeping: note every adventurer's wounds as last seen and the
 * round a troll was first wounded [12.35] (`combat` itself when those are noted already). Serializes as `settle` on a
 * full copy would; undefined when `settle` has more to do (a spell-casting wound to restore [11.22], wounds for Mage
 * Armor to absorb [11.3], a thrall [12.36], a charmed monster turning [9.45]), which is left to it. Mirrors `settle`
 * test by test, as `settleHasWork` does.
 */
function withWoundsNoted(combat: CombatState, data: AdvancedCombatData): AdvancedCombatState | undefined {
  if (!isEmptyRecord(data.thralls)) return undefined;
  // Spell-casting wounds and Mage Armor are the Advanced game's: in a Basic fight both records are empty, and a missing
  // key looked up in them (per combatant, after every action) cost more than asking once whether they hold any.
  const spellWounds = isEmptyRecord(data.spellWounds) ? undefined : data.spellWounds;
  const mageArmor = isEmptyRecord(data.mageArmor) ? undefined : data.mageArmor;
  let lastWounds: Record<string, number> | undefined;
  for (const a of combat.adventurers) {
    if (spellWounds !== undefined && !a.dead && a.wounds < (spellWounds[a.id] ?? 0)) return undefined;
    const last = data.lastWounds[a.id];
    if (last === a.wounds) continue;
    if (mageArmor !== undefined && a.wounds - (last ?? a.wounds) > 0 && (mageArmor[a.id] ?? 0) > 0) return undefined;
    (lastWounds ??= { ...data.lastWounds })[a.id] = a.wounds;
  }
  // Keyed loops rather than listed entries, and plain loops rather than closures: this runs after every action of a
  // fight with charmed monsters.
  for (const id in data.charmed) {
    const record = data.charmed[id]!;
    const controller = combatantById(combat, record.controllerId);
    const gone = controller === undefined || (controller.dead && !data.petrified.includes(controller.id));
    if (gone && !(combatantById(combat, id)?.dead ?? true)) return undefined;
  }
  let trollFirstWounded: Record<string, number> | undefined;
  for (const m of combat.monsters) {
    if (m.wounds > 0 && data.trollFirstWounded[m.id] === undefined && specialOf(m) === 'regeneration') {
      (trollFirstWounded ??= { ...data.trollFirstWounded })[m.id] = combat.round;
    }
  }
  if (lastWounds === undefined && trollFirstWounded === undefined) return combat;
  const nextData: MutableCombatData = { ...data };
  if (lastWounds !== undefined) nextData.lastWounds = lastWounds;
  if (trollFirstWounded !== undefined) nextData.trollFirstWounded = trollFirstWounded;
  return withAdvancedData(combat, nextData);
}

/** The first combatant of the party's side with this id (a plain loop). */
function combatantById(combat: CombatState, id: string): CombatState['adventurers'][number] | undefined {
  const list = combat.adventurers;
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i];
  return undefined;
}

/** `{ ...combat, advanced: data }`, through the combat state's one literal (combat/copies.ts). */
function withAdvancedData(combat: CombatState, data: AdvancedCombatData): AdvancedCombatState {
  const next: MutableCombat = buildCombatState(combat);
  next.advanced = data;
  return next;
}
