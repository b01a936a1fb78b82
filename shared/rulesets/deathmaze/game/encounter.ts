import type { Rng } from '../../../core/rng';
import type { RollModifier } from '../../../core/dice';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { characteristics, counter, describeGroup, theGroup, TheGroup, type MonsterGroup } from '../data/monsters';
import { negotiate, ORATORY_MEDALLION } from '../data/negotiation';
import { WEAPON_NAMES } from '../data/characters';
import { rollGroupTreasure, subtractBezantsTaken, type Treasure } from '../data/treasure';
import {
  applyCombatAction,
  beginCombat,
  experienceEachOf,
  MISSILE_WEAPONS,
  monsterWoundPointsOf,
  type AdventurerInCombat,
  type CombatAction,
  type CombatAdventurer,
  type CombatItem,
  type CombatMonster,
  type CombatParty,
  type CombatState,
  type CombatWeapon,
  type StartCombatOptions,
} from '../combat';
import { isEmptyRecord } from '../../../core/shape';
import { closeDoor, positionKey } from '../maze';
import {
  advancedData,
  applyAdvancedCombatAction,
  basicCombatOptions,
  charmedMonsterForCombat,
  finishAdvancedCombat,
  settleCharmedInBasicCombat,
  monsterIdOf,
  beginAdvancedCombat,
  type AdvancedCombatAdventurer,
  type AdvancedCombatReport,
  type PartyCharmedMonster,
} from '../advanced';
import type { MarchingOrder } from '../combat';
import { afterEncounter, afterEncounterIn, checkAllDead, partyDead, refuse, toTreasure, toTreasureIn, type Fresh, type Refusal } from './flow';
import { closeUp, effectiveWoundPoints, living, partyNames, wears } from './party';
import { magicResistanceOf, wizardsForStoneFlesh } from './spellcasting';
import { spellRingsOf } from './castable';
import { placeText } from './campaign-bridge';
import { dictionaryWith } from '../../../core/dictionary';
import { copyAdventurer, copyState, buildStats, itemWith, buildPool, withAdventurer, withPhase, withState } from './state-copy';
import type { AfterEncounter, DeathmazeState, GameAdventurer, GameItem, GameStats, Loot, Tribute } from './types';
import { beforeCombatPhase, buildPhase, combatPhase, exploringPhase, phaseWith, phaseWithCombat } from './phase-records';
import { mapPacked } from '../../../core/packed';

/** [9.64] Every wearer of an Oratory medallion adds two to the negotiation roll. */
export function negotiationModifiers(state: DeathmazeState): RollModifier[] {
  const medallions = living(state)
    .filter((a) => wears(a, 'oratory'))
    .map((a) => ({ ...ORATORY_MEDALLION, label: `${ORATORY_MEDALLION.label} (${a.name})` }));
  // [11.3] An Oratory spell cast for this negotiation adds four.
  return state.phase.kind === 'encounter' && state.phase.oratory ? [...medallions, state.phase.oratory] : medallions;
}

/** [7.21]–[7.24] The party negotiates. */
export function doNegotiate(state: DeathmazeState, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'encounter') return refuse('7.13', 'There are no monsters to negotiate with.');
  if (phase.negotiated !== 'no') return refuse('7.2', 'The party has already negotiated with these monsters; it may leave them or attack.');
  const n = negotiate(phase.group, negotiationModifiers(state), rng, state.gameVariant);
  // One by one: a spread into push goes through the generic apply path.
  for (let i = 0; i < n.events.length; i++) {
    const e = n.events[i]!;
    events.push(e);
  }
  // `{ ...state, stats, … }` through copyState and stores into the fields it has (a spread followed by fields was the
  // dearer way; the keys and their order are the same).
  const stats = buildStats(state.stats);
  stats.negotiations = state.stats.negotiations + 1;
  const next = copyState(state);
  next.stats = stats;
  switch (n.consequence.kind) {
    case 'combat':
      // `next` and its stats are this step's own copies: the fight's start stores into them rather than copying again.
      return startFight(next, phase.group, null, phase.then, rng, events, next);
    case 'leftAlone':
      next.phase = phaseWith(phase, { negotiated: 'agreement' });
      return next;
    case 'tribute': {
      const tribute: Tribute = { bezants: n.consequence.bezantsOffered, treasures: n.consequence.treasures };
      next.pool = buildPool({ bezants: state.pool.bezants + tribute.bezants, gems: state.pool.gems });
      next.bezantsTaken = state.bezantsTaken + tribute.bezants;
      next.phase = phaseWith(phase, { negotiated: 'tribute', tribute });
      return next;
    }
  }
}

/** [7.23] The party leaves monsters that agreed to leave it alone (game ruling: they do not follow). */
export function passBy(state: DeathmazeState, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'encounter') return refuse('7.23', 'There are no monsters here.');
  if (phase.negotiated === 'no') {
    return refuse('7.13', 'The monsters have not agreed to anything yet: negotiate, attack, or peg the door shut with Cloves.');
  }
  events.push({ kind: 'encounter.passBy', section: '7.23', text: logWordsWritten() ? `The party leaves ${theGroup(phase.group)} in peace.` : '' });
  return phase.then === 'feature' ? afterEncounter(state, events) : toTreasure(state, events);
}

/** [9.57] Cloves peg the door shut: the party retreats, and the monsters stay behind it. */
export function peg(state: DeathmazeState, adventurerId: string, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'encounter') return refuse('9.57', 'Cloves peg a door shut only when the party has just found monsters behind it.');
  if (!phase.mayPeg || state.previousPosition === null || state.entry === null) {
    return refuse('9.57', 'Cloves peg a door the party has just opened; the party did not come in through a door.');
  }
  if (phase.negotiated !== 'no') return refuse('9.57', 'Cloves are used instead of negotiating or fighting [9.57].');
  const holder = living(state).find((a) => a.id === adventurerId);
  const cloves = holder?.magicItems.find((i) => i.kind === 'spice' && i.spice === 'cloves');
  if (!holder || !cloves) return refuse('9.17', 'Only the adventurer who carries Cloves may use them.');
  const party = mapPacked(state.party, (a) => (a.id === holder.id ? withAdventurer(a, { magicItems: a.magicItems.filter((i) => i.id !== cloves.id) }) : a));
  const maze = closeDoor(state.maze, state.position, state.entry.side);
  events.push({
    kind: 'encounter.peg',
    section: '9.57',
    text: `${holder.name} pegs the door shut with Cloves: it is impassable now. The party retreats; ${theGroup(phase.group)} stay${phase.group.count === 1 ? 's' : ''} behind it.`,
  });
  return withState(state, {
    party,
    maze,
    lurking: dictionaryWith(state.lurking, positionKey(state.position), phase.group),
    position: state.previousPosition,
    previousPosition: null,
    entry: null,
    phase: exploringPhase()
  });
}

function weaponsOf(a: GameAdventurer): CombatWeapon[] {
  return mapPacked(a.weapons, (kind, i) => {
    const bonus = a.weaponBonuses[i] ?? 0;
    // Two literals rather than a spread of an optional part: the same keys in the same order, without the copy.
    return bonus ? { id: `${a.id}-w${i}`, kind, magicBonus: bonus, name: `+${bonus} ${kind}` } : { id: `${a.id}-w${i}`, kind };
  });
}

/**
 * [8.41] The weapon each adventurer holds as combat begins: a missile weapon in the second row (the only kind that
 * may be used there, [8.22]), a hand weapon in the first (game ruling "Weapons in hand when combat begins").
 */
function weaponInHand(a: GameAdventurer, row: number, weapons: readonly CombatWeapon[] = weaponsOf(a)): string | null {
  if (weapons.length === 0) return null;
  // Plain loops over the (at most two) weapons, no closures: asked for every adventurer as every fight starts.
  if (row === 0) {
    for (let i = 0; i < weapons.length; i++) if (!MISSILE_WEAPONS.includes(weapons[i]!.kind)) return weapons[i]!.id;
  } else {
    for (let i = 0; i < weapons.length; i++) if (weapons[i]!.kind === 'bow') return weapons[i]!.id;
    for (let i = 0; i < weapons.length; i++) if (MISSILE_WEAPONS.includes(weapons[i]!.kind)) return weapons[i]!.id;
  }
  return weapons[0]!.id;
}

/** The potions and spices that are used in combat, by what they are (an untested potion is none of them). */
const COMBAT_POTIONS: ReadonlyMap<string | null, CombatItem['kind']> = new Map([
  ['healing', 'healingPotion'],
  ['strength', 'strengthPotion'],
  ['charmPerson', 'charmPerson'],
  ['charmMonster', 'charmMonster'],
]);
const COMBAT_SPICES: ReadonlyMap<string, CombatItem['kind']> = new Map([
  ['mustard', 'mustard'],
  ['spinach', 'spinach'],
  ['cannabis', 'cannabis'],
  ['redPepper', 'redPepper'],
]);

function combatItems(a: GameAdventurer): CombatItem[] {
  const out: CombatItem[] = [];
  const items = a.magicItems;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const kind = item.kind === 'potion' ? COMBAT_POTIONS.get(item.potion) : item.kind === 'spice' ? COMBAT_SPICES.get(item.spice) : undefined;
    if (kind) out.push({ id: item.id, kind });
  }
  return out;
}

/** [8.41] The slot of the weapon an adventurer holds unless the players choose otherwise. */
export function defaultHeldSlot(a: GameAdventurer, row: number): number {
  const id = weaponInHand(a, row);
  return id === null ? 0 : Math.max(0, weaponsOf(a).findIndex((w) => w.id === id));
}

export function toCombatAdventurer(a: GameAdventurer, row: number, heldSlot?: number): CombatAdventurer {
  // Listed once: each listing builds fresh records with the same ids.
  const weapons = weaponsOf(a);
  const held = heldSlot !== undefined ? weapons[heldSlot] : undefined;
  return {
    id: a.id,
    name: a.name,
    woundPoints: effectiveWoundPoints(a),
    wounds: a.wounds,
    weapons,
    weaponInHand: held ? held.id : weaponInHand(a, row, weapons),
    weaponSkills: a.weaponSkills,
    modifiers: combatModifiers(a),
    items: combatItems(a),
  };
}

type CombatModifiers = { -readonly [K in keyof NonNullable<CombatAdventurer['modifiers']>]: NonNullable<CombatAdventurer['modifiers']>[K] };

/** [6.14] drunk, [9.44] Strength, [9.56] Cannabis, [9.65] Dexterity: only those that apply, in this order. */
function combatModifiers(a: GameAdventurer): CombatModifiers {
  // One literal with every key, those that do not apply undefined: JSON (saves, the oracle) leaves them out, so it
  // reads as before, where only those that apply were stored one by one into `{}`. That gave the record six hidden
  // classes (98.6 % of them empty), and a fight's start was deoptimized by the rarer ones ("wrong map"). `other` is
  // last, where the Advanced game's cronk stench appends it (abilities.ts).
  const modifiers: CombatModifiers = {
    drunk: a.drunk ? true : undefined,
    strength: a.strength ? a.strength : undefined,
    cannabis: a.cannabis ? true : undefined,
    dexterityMedallion: wears(a, 'dexterity') ? true : undefined,
    other: undefined,
  };
  return modifiers;
}

export function toCombatMonsters(group: MonsterGroup): CombatMonster[] {
  const c = characteristics(group.type);
  const { combatBonus } = counter(group.type);
  return mapPacked(group.monsters, (m) => ({
    id: `m${m.index}`,
    type: c.name,
    name: group.count === 1 ? c.name : `${c.name} ${m.index}`,
    combatBonus,
    woundPoints: m.woundPoints,
    wounds: m.wounds,
  }));
}

/**
 * The Advanced game's record of a party member for the combat engine: Magic Resistance with rings [12.12], spells,
 * unused spell rings [12.13], spell-casting wounds [11.22] and Mage Armor cast before the fight [11.3].
 */
function toAdvancedCombatAdventurer(state: DeathmazeState, a: GameAdventurer, row: number, heldSlot?: number): AdvancedCombatAdventurer {
  return {
    ...toCombatAdventurer(a, row, heldSlot),
    advanced: {
      class: a.class,
      magicResistance: magicResistanceOf(a),
      ...(a.spells?.length ? { spells: a.spells } : {}),
      ...(spellRingsOf(state, a).length ? { spellRings: spellRingsOf(state, a) } : {}),
      ...(a.spellWounds ? { spellWounds: a.spellWounds } : {}),
      ...(a.mageArmor ? { mageArmor: a.mageArmor } : {}),
    },
  };
}

/** [9.45] Charmed monsters take the first empty boxes of the marching order, from the front. */
function withCharmedInOrder(order: MarchingOrder, ids: readonly string[]): MarchingOrder {
  const rows = mapPacked(order.rows, (r) => [...r]);
  for (const id of ids) {
    const row = rows.find((r) => r.includes(null));
    if (row) row[row.indexOf(null)] = id;
    else rows.push([id, null, null]);
  }
  return { rows };
}

/** The players' pre-combat decisions [8.13], [8.41]. */
export interface CombatSetup {
  readonly held: Readonly<Record<string, number>>;
  readonly front: readonly string[] | null;
}

/**
 * [8.12] Combat is decided on: when the players have something to choose before it is joined (a weapon to hold
 * [8.41], the monsters' front row [8.13]) the game waits for them; otherwise combat is joined at once.
 */
export function startFight(
  state: DeathmazeState,
  group: MonsterGroup,
  tribute: Tribute | null,
  then: AfterEncounter,
  rng: Rng,
  events: GameEvent[],
  fresh?: FreshWithStats,
): DeathmazeState | Refusal {
  if (!hasCombatChoices(state, group)) return joinCombat(state, group, tribute, then, { held: {}, front: null }, rng, events, fresh);
  events.push({
    kind: 'combat.prepare',
    section: '8.41',
    text: logWordsWritten() ? `Before fighting ${theGroup(group)}: each adventurer's weapon in hand [8.41] and the monsters' front row [8.13] may be chosen.` : '',
  });
  const waiting = beforeCombatPhase(group, tribute, then);
  if (fresh === undefined) return withField(state, 'phase', waiting);
  fresh.phase = waiting;
  return fresh;
}

/**
 * `state` itself when the caller has just copied it, and its stats record, for this step (seen by no one yet): the
 * fight's start stores into it instead of copying it again (see Fresh, flow.ts). A negotiation that ends in combat.
 */
type FreshWithStats = Omit<Fresh, 'stats'> & { stats: Mutable<GameStats> };

/** What the combat engine is handed as a fight starts: the fighters and the marching order, the monsters, the options. */
export interface FightInput {
  readonly advanced: boolean;
  readonly party: CombatParty;
  readonly monsters: readonly CombatMonster[];
  readonly options: StartCombatOptions;
}

/**
 * [8.1] The fight's input, from the records: the living adventurers, monsters charmed by potion (both games) or spell
 * (Advanced) [9.45] in the party's marching order, the group's monsters and the players' placement of them [8.13].
 */
export function fightInput(state: DeathmazeState, group: MonsterGroup, setup: CombatSetup): FightInput {
  const advanced = state.gameVariant === 'advanced';
  // One plain loop over the living; the chosen weapons are looked up only when any were chosen (the autoplayer never
  // chooses, and a look-up of a missing key in an empty record cost more than building the record it was for).
  const held = isEmptyRecord(setup.held) ? undefined : setup.held;
  const adventurers: CombatAdventurer[] = [];
  // Indexed loops in a fight's start (and end): they run unoptimized for the first few hundred expeditions, where each
  // for…of step is a call to the list's iterator.
  const members = state.party;
  for (let i = 0; i < members.length; i++) {
    const a = members[i]!;
    if (a.dead) continue;
    const row = rowIndexOf(state.marchingOrder, a.id);
    const slot = held === undefined ? undefined : held[a.id];
    adventurers.push(advanced ? toAdvancedCombatAdventurer(state, a, row, slot) : toCombatAdventurer(a, row, slot));
  }
  const monsterPlacement = setup.front ? placementOf(group, setup.front) : undefined;
  // `{ game, ...options }` as two literals: the same keys in the same order, without a spread on every fight (the
  // Advanced game's options get their game from startAdvancedCombat).
  const options = advanced ? (monsterPlacement ? { monsterPlacement } : {}) : monsterPlacement ? { game: state.gameVariant, monsterPlacement } : { game: state.gameVariant };
  const monsters = toCombatMonsters(group);
  const charmedList = state.charmed;
  if (charmedList === undefined || charmedList.length === 0) return { advanced, party: { adventurers, marchingOrder: state.marchingOrder }, monsters, options };
  // The charmed join the list of the living just built (pushed, not spread into a new list: the spread deoptimized
  // this function the first time charmed monsters came).
  const charmedIds: string[] = [];
  for (const c of charmedList) {
    const monster = charmedMonsterForCombat(c);
    adventurers.push(monster);
    charmedIds.push(monster.id);
  }
  return { advanced, party: { adventurers, marchingOrder: withCharmedInOrder(state.marchingOrder, charmedIds) }, monsters, options };
}

/**
 * [8.1] Combat is joined. The fight begins without the combat engine's check of its input (beginCombat): the game
 * makes it from records it keeps valid.
 */
export function joinCombat(
  state: DeathmazeState,
  group: MonsterGroup,
  tribute: Tribute | null,
  then: AfterEncounter,
  setup: CombatSetup,
  rng: Rng,
  events: GameEvent[],
  fresh?: FreshWithStats,
): DeathmazeState | Refusal {
  const input = fightInput(state, group, setup);
  const started = input.advanced ? beginAdvancedCombat(input.party, input.monsters, rng, input.options) : beginCombat(input.party, input.monsters, rng, input.options);
  if (!started.ok) return refuse(started.rule, started.message);
  const startEvents = started.events;
  for (let i = 0; i < startEvents.length; i++) events.push(startEvents[i]!);
  const phase = combatPhase(started.combat, group, tribute, then);
  if (fresh !== undefined) {
    fresh.stats.combats = fresh.stats.combats + 1;
    fresh.phase = phase;
    return fresh;
  }
  // `{ ...state, stats: …, phase: … }` through copyState: the spread followed by fields was the dearer way.
  const stats = buildStats(state.stats);
  stats.combats = state.stats.combats + 1;
  const next = copyState(state);
  next.stats = stats;
  next.phase = phase;
  return next;
}

/** The row of the marching order that holds `id`, or -1 (plain loops: asked for every member as every fight starts). */
function rowIndexOf(order: MarchingOrder, id: string): number {
  for (let r = 0; r < order.rows.length; r++) if (order.rows[r]!.includes(id)) return r;
  return -1;
}

/** Every legal front row for the group [8.13], [8.14], the default (as startCombat places them) first. */
export function frontRowOptions(group: MonsterGroup): string[][] {
  const ms = group.monsters.map((m) => ({ id: `m${m.index}`, wp: m.woundPoints }));
  const frontCount = Math.min(3, ms.length);
  const byWounds = [...ms].sort((a, b) => b.wp - a.wp);
  const defaultFront = byWounds.slice(0, frontCount).map((m) => m.id);
  const out: string[][] = [defaultFront];
  if (frontCount < 2 && ms.length === frontCount) return out;
  const combos: { id: string; wp: number }[][] = [];
  const pickFrom = (start: number, chosen: { id: string; wp: number }[]) => {
    if (chosen.length === frontCount) {
      combos.push(chosen);
      return;
    }
    for (let i = start; i < ms.length; i++) pickFrom(i + 1, [...chosen, ms[i]!]);
  };
  pickFrom(0, []);
  const permutations = (ids: string[]): string[][] => (ids.length <= 1 ? [ids] : ids.flatMap((id, i) => permutations([...ids.slice(0, i), ...ids.slice(i + 1)]).map((rest) => [id, ...rest])));
  for (const combo of combos) {
    const rest = ms.filter((m) => !combo.includes(m));
    if (rest.length && Math.max(...rest.map((m) => m.wp)) > Math.min(...combo.map((m) => m.wp))) continue;
    for (const p of permutations(combo.map((m) => m.id))) if (!out.some((o) => o.join() === p.join())) out.push(p);
  }
  return out;
}

/** startCombat's placement for a chosen front row: the rest behind, most Wound Points first. */
function placementOf(group: MonsterGroup, front: readonly string[]): { front: readonly string[]; back: readonly string[] } {
  const back = [...group.monsters].sort((a, b) => b.woundPoints - a.woundPoints).map((m) => `m${m.index}`).filter((id) => !front.includes(id));
  return { front, back };
}

/** Whether any adventurer carries two different weapons [8.41] or the monsters' front row can be arranged [8.13]. */
export function hasCombatChoices(state: DeathmazeState, group: MonsterGroup): boolean {
  if (frontRowCanBeArranged(group)) return true;
  for (const a of state.party) {
    if (!a.dead && a.weapons.length === 2 && (a.weapons[0] !== a.weapons[1] || (a.weaponBonuses[0] ?? 0) !== (a.weaponBonuses[1] ?? 0))) return true;
  }
  return false;
}

/**
 * `frontRowOptions(group).length > 1`, without listing them (asked at every fight): two or more monsters with
 * different ids fill at least two front boxes, and the default front row in another order is another option; one
 * monster has only its own. A group whose ids repeat (never dealt) is left to the full list.
 */
function frontRowCanBeArranged(group: MonsterGroup): boolean {
  const ms = group.monsters;
  if (ms.length < 2) return false;
  for (let i = 0; i < ms.length; i++) {
    for (let j = i + 1; j < ms.length; j++) if (ms[i]!.index === ms[j]!.index) return frontRowOptions(group).length > 1;
  }
  return true;
}

/** [8.41] An adventurer is to hold the weapon in `slot` when combat is joined. */
export function holdWeapon(state: DeathmazeState, adventurerId: string, slot: number, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'beforeCombat') return refuse('8.41', 'Weapons are chosen before combat is joined.');
  const a = living(state).find((x) => x.id === adventurerId);
  if (!a) return refuse('8.41', `“${adventurerId}” is not a living member of the party.`);
  const weapon = weaponsOf(a)[slot];
  if (!weapon) return refuse('8.41', `${a.name} carries no weapon in slot ${slot + 1}.`);
  events.push({ kind: 'combat.hold', section: '8.41', text: `${a.name} will hold his ${weapon.name ?? WEAPON_NAMES[weapon.kind]} when combat is joined.`, data: { adventurerId, slot } });
  return withState(state, { phase: phaseWith(phase, { held: { ...phase.held, [adventurerId]: slot } }) });
}

/** [8.13] The player places the monsters' front row, left to right as the party faces it. */
export function placeMonsters(state: DeathmazeState, front: readonly string[], events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'beforeCombat') return refuse('8.13', 'The monsters are placed as combat is joined.');
  if (!frontRowOptions(phase.group).some((o) => o.join() === front.join())) {
    return refuse('8.13', 'The monsters’ front row must hold the (up to) three monsters with the most Wound Points, each once [8.13], [8.14].');
  }
  const name = (id: string) => toCombatMonsters(phase.group).find((m) => m.id === id)?.name ?? id;
  events.push({ kind: 'combat.placement', section: '8.13', text: `The monsters' front row, left to right: ${front.map(name).join(', ')}.`, data: { front } });
  return withState(state, { phase: phaseWith(phase, { front: [...front] }) });
}

/** [8.1] The players are ready: combat is joined with their choices. */
export function fight(state: DeathmazeState, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'beforeCombat') return refuse('8.1', 'There is no combat to join.');
  return joinCombat(state, phase.group, phase.tribute, phase.then, { held: phase.held, front: phase.front }, rng, events);
}

/** [7.13] The party attacks (also after negotiating, [7.23], [7.24]). */
export function attack(state: DeathmazeState, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'encounter') return refuse('7.13', 'There are no monsters to attack.');
  return startFight(state, phase.group, phase.tribute, phase.then, rng, events);
}

/** One combat decision; when the fight is over, its outcome is written back to the Character Records. */
/**
 * One combat decision. `staged` lets a caller hand the engine a changed combat state (e.g. a potion just tested, put
 * among the combat items) and adjust the engine's result before the fight's end is settled.
 */
export function combatStep(
  state: DeathmazeState,
  action: CombatAction,
  rng: Rng,
  events: GameEvent[],
  staged?: { readonly combat: CombatState; readonly after: (combat: CombatState) => CombatState },
): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'combat') return refuse('8.1', 'The party is not in combat.');
  const before = staged ? staged.combat : phase.combat;
  const step = state.gameVariant === 'advanced' ? applyAdvancedCombatAction(before, action, rng) : applyCombatAction(before, action, rng, basicCombatOptions);
  if (!step.ok) return refuse(step.rule, step.message);
  // One by one: a spread into push, on every combat action, went through the generic apply path.
  for (const e of step.events) events.push(e);
  return settleCombat(state, staged ? staged.after(step.combat) : step.combat, rng, events);
}

/**
 * combatStep for a caller that has no events yet (the reducer's combat action, most actions of all): the combat
 * engine's list of the step's events is made by the step and held by no one else, so it becomes the step's list and the
 * settling's events go onto it, instead of each being copied onto a new empty list (which grew it as it went).
 */
export function combatStepWithEvents(state: DeathmazeState, action: CombatAction, rng: Rng): { readonly result: DeathmazeState | Refusal; readonly events: GameEvent[] } {
  const phase = state.phase;
  if (phase.kind !== 'combat') return { result: refuse('8.1', 'The party is not in combat.'), events: [] };
  const step = state.gameVariant === 'advanced' ? applyAdvancedCombatAction(phase.combat, action, rng) : applyCombatAction(phase.combat, action, rng, basicCombatOptions);
  if (!step.ok) return { result: refuse(step.rule, step.message), events: [] };
  const events = step.events as GameEvent[];
  return { result: settleCombat(state, step.combat, rng, events), events };
}

/** The combat state after a change: charmed monsters whose controller died turn [9.45]; a finished fight ends. */
export function settleCombat(state: DeathmazeState, changed: CombatState, rng: Rng, events: GameEvent[]): DeathmazeState {
  const phase = state.phase;
  if (phase.kind !== 'combat') return state;
  let combat = changed;
  if (state.gameVariant === 'basic' && (state.charmed?.length || advancedData(combat))) {
    // [9.45] A Basic fight with potion-charmed monsters: one whose controller died turns on the party.
    const settled = settleCharmedInBasicCombat(combat);
    // One by one (nearly always none): a spread into push goes through the generic apply path.
    for (const e of settled.events) events.push(e);
    combat = settled.combat;
  }
  if (combat.status === 'ongoing') return withCombat(state, phase, combat);
  // The fight is over: its end is carried onto a copy of this state, whose every path out sets a new phase, so the
  // finished fight is not first stored in a combat phase of its own (a state and a phase copied for no one).
  return endFight(state, phase, combat, rng, events);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

type CombatPhase = Extract<DeathmazeState['phase'], { kind: 'combat' }>;

/**
 * `{ ...state, phase: { ...phase, combat } }` after every combat action, through the state's and the phase's literals
 * (withPhase, phaseWithCombat): every field the combat phase has is carried over, not only the ones a combat phase is
 * built with.
 */
function withCombat(state: DeathmazeState, phase: CombatPhase, combat: CombatState): DeathmazeState {
  return withPhase(state, phaseWithCombat(phase, combat));
}

/** `{ ...state, [key]: value }` for a key the state has, through `copyState`. */
function withField<K extends keyof DeathmazeState>(state: DeathmazeState, key: K, value: DeathmazeState[K]): DeathmazeState {
  const next = copyState(state);
  next[key] = value;
  return next;
}

function useUp(items: readonly GameItem[], used: readonly string[]): readonly GameItem[] {
  // Nothing used (nearly always): the list as it is, shared (records are never changed in place).
  if (used.length === 0) return items;
  const out: GameItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!used.includes(item.id)) out.push(item);
    else if (item.kind === 'potion' && (item.doses ?? 1) > 1) out.push(itemWith(item, { doses: (item.doses ?? 1) - 1 }));
  }
  return out;
}

/** [8.6] Experience, [8.47] daggers recovered, items used up, Strength and Cannabis worn off; then the treasure. */
function endFight(state: DeathmazeState, phase: CombatPhase, finished: CombatState, rng: Rng, events: GameEvent[]): DeathmazeState {
  let report: AdvancedCombatReport | undefined;
  let combat = finished;
  if (state.gameVariant === 'advanced' || state.charmed?.length || advancedData(combat)) {
    // [11.22], [11.3], [12.13], [12.34], [9.45] What the Advanced game carries out of the fight, before the outcome.
    const finished = finishAdvancedCombat(combat);
    for (const e of finished.events) events.push(e);
    report = finished.report;
    combat = finished.combat;
  }
  // What combatOutcome reports, read off the finished fight itself: the outcome copied every row of the marching order
  // and every fighter's thrown and used lists, and made a record for each, for the few fields read here.
  const status = combat.status;
  const monsterWoundPoints = monsterWoundPointsOf(combat);
  const experienceEach = experienceEachOf(combat, monsterWoundPoints);
  let deaths = 0;
  // The living are listed from the fight as the records are made (each fighter's record has one shape; the records
  // themselves have many, as deaths and the Advanced game add keys); a member who is not among the fighters did not fight.
  const livingIds: string[] = [];
  // A loop, not mapPacked's closure: the closure's context and call cost most while this runs unoptimized (it is
  // first optimized about expedition 1,300 of a fresh process).
  const party: GameAdventurer[] = [];
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    const after = fighterOf(combat.adventurers, a.id);
    if (!after) {
      if (!a.dead) livingIds.push(a.id);
      party.push(a);
      continue;
    }
    if (!after.dead) livingIds.push(a.id);
    const died = after.dead && !a.dead;
    if (died) deaths++;
    // A copy and then the fields in the order a spread of them gave (a new one goes last, as there): a spread
    // followed by fields was many times slower on Node 20.
    const out = copyAdventurer(a);
    out.wounds = after.wounds;
    out.dead = after.dead;
    if (died) out.causeOfDeath = `killed fighting ${describeGroup(phase.group)}`;
    if (died && state.campaign) out.diedAt = placeText(state.maze, state.position);
    out.experience = a.experience + (!after.dead && !after.charmedMonster ? experienceEach : 0);
    out.magicItems = useUp(a.magicItems, after.itemsUsed);
    out.strength = 0;
    out.cannabis = false;
    // Where a member died is worked out only for one who died in a campaign (the one reader of it): it was worked out
    // for every member after every fight with charmed monsters.
    if (report) Object.assign(out, advancedAfterFight(a, died, report, died && state.campaign !== undefined ? placeText(state.maze, state.position) : '', state.campaign !== undefined, phase.group));
    party.push(out);
  }
  const stats = buildStats(state.stats);
  stats.deaths = state.stats.deaths + deaths;
  const after = copyState(state);
  after.party = party;
  after.stats = stats;
  // The fight's own rows: closing up reads them and builds rows of its own (the outcome's copy of them went unused).
  after.marchingOrder = closeUp(combat.party, livingIds);
  // A fresh copy, seen by no one yet: the loot and the phase are stored into it (copying it again for each, as
  // `{ ...next, loot }` would, gives the same keys in the same order).
  const next = report ? rememberCharmed(after, report) : after;
  if (status !== 'partyWon') return partyDead(next, events);
  if (combat.monsters.length === 0) {
    // [9.45] Every monster was charmed, none slain: no experience [8.6] and no treasure [9.11] (game ruling "Charm potions").
    events.push({ kind: 'encounter.over', section: '9.45', text: 'No monster was slain: the party gains neither experience nor treasure from this fight.' });
  } else {
    // The sentence names the survivors: left empty in headless play (withoutLogWords), whose events go unread.
    events.push({
      kind: 'combat.won',
      section: '8.6',
      text: logWordsWritten() ? wonText(phase.group, monsterWoundPoints, experienceEach, living(next)) : '',
      data: { experienceEach },
    });
    let treasures: readonly Treasure[];
    if (phase.tribute) {
      treasures = subtractBezantsTaken(phase.tribute.treasures, phase.tribute.bezants);
      events.push({ kind: 'treasure.cow', section: '7.24', text: `The ${phase.tribute.bezants} Bezants already taken in negotiation are subtracted from their treasure.` });
    } else {
      const rolled = rollGroupTreasure(phase.group, rng, state.gameVariant);
      // Indexed loops here and below: endFight runs unoptimized for its first few hundred expeditions, where each
      // for…of step is a call to the list's iterator.
      const rolledEvents = rolled.events;
      for (let i = 0; i < rolledEvents.length; i++) events.push(rolledEvents[i]!);
      treasures = rolled.treasures;
    }
    // The loot is copied by pushing onto a fresh list, and only when there is a treasure to add: a slice of the usual
    // empty loot is a list of small integers to V8, and the first treasure pushed onto one deoptimized endFight ("not a
    // Smi"). A fight with nothing to add keeps the list it had (no step writes into a state's lists).
    let loot: Loot[] | undefined;
    for (let i = 0; i < treasures.length; i++) {
      const treasure = treasures[i]!;
      if (treasure.bezants > 0 || treasure.gems.length > 0 || treasure.magicItems.length > 0) {
        if (loot === undefined) {
          loot = [];
          const had = next.loot;
          for (let j = 0; j < had.length; j++) loot.push(had[j]!);
        }
        loot.push({ treasure, opened: false });
      }
    }
    if (loot !== undefined) next.loot = loot;
  }
  next.phase = exploringPhase();
  const petrified = report?.petrified.filter((id) => next.party.some((a) => a.id === id && a.dead)) ?? [];
  if (petrified.length && wizardsForStoneFlesh(next, petrified).length) {
    events.push({ kind: 'petrified', section: '12.34', text: `A Wizard may now cast Stone-Flesh on ${petrified.map((id) => next.party.find((a) => a.id === id)!.name).join(' and ')}; whoever stays stone is dead.` });
    return withState(next, { phase: buildPhase({ kind: 'petrified', ids: petrified, then: phase.then }) });
  }
  // `next` is this step's own copy, seen by no one yet: the steps out store into it (see Fresh, flow.ts).
  const onward = phase.then === 'feature' ? afterEncounterIn(next, events) : toTreasureIn(next, events);
  return checkAllDead(onward, events);
}

/** [8.6] "The Orcs are dead. 9 Wound Points × 6 shared by 3: 18 Experience Points each (Arn, Bree, Cal)." */
function wonText(group: MonsterGroup, monsterWoundPoints: number, experienceEach: number, survivors: readonly GameAdventurer[]): string {
  return `${TheGroup(group)} ${group.count === 1 ? 'is' : 'are'} dead. ${monsterWoundPoints} Wound Points × 6 shared by ${survivors.length}: ${experienceEach} Experience Points each (${partyNames(survivors)}).`;
}

/** An adventurer's record in a finished fight (a plain indexed loop: run for every member after every fight). */
function fighterOf(list: readonly AdventurerInCombat[], id: string): AdventurerInCombat | undefined {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i];
  return undefined;
}

/** The Advanced fields of one adventurer after a fight. */
function advancedAfterFight(a: GameAdventurer, died: boolean, report: AdvancedCombatReport, where: string, recordPlace: boolean, group: MonsterGroup): Partial<GameAdventurer> {
  const petrified = report.petrified.includes(a.id);
  const out: { -readonly [K in keyof GameAdventurer]?: GameAdventurer[K] } = {};
  const spellWounds = report.spellWounds[a.id];
  if (spellWounds) out.spellWounds = spellWounds;
  if (a.mageArmor || report.mageArmorLeft[a.id]) out.mageArmor = report.mageArmorLeft[a.id] ?? 0;
  if (died) {
    if (recordPlace) out.diedAt = where;
    if (petrified) {
      out.petrified = true;
      out.causeOfDeath = `turned to stone by ${describeGroup(group)}`;
    } else if (report.lostToVampires.includes(a.id)) {
      out.causeOfDeath = `lost to the vampire's charm`;
    }
  }
  return out;
}

/** [9.45] Monsters still under the party's control follow it, each under a lasting id. */
function rememberCharmed(state: DeathmazeState, report: AdvancedCombatReport): Mutable<DeathmazeState> {
  let nextId = state.nextId;
  const charmed: PartyCharmedMonster[] = [];
  for (const c of report.charmed) {
    const type = monsterIdOf(c.monster.type);
    if (!type) continue;
    const known = (state.charmed ?? []).find((x) => x.id === c.monster.id);
    charmed.push({
      id: known ? known.id : `c${nextId++}`,
      type,
      name: c.monster.name,
      woundPoints: c.monster.woundPoints,
      wounds: c.monster.wounds,
      controllerId: c.controllerId,
    });
  }
  return withState(state, { charmed, nextId });
}
