import { cloneJson } from '../../../core/clone';
import type { RollRecord } from '../../../core/dice';
import type { HookResult } from './advanced';
import type { GameEvent } from '../../../engine/ruleset';
import { buildMarchingOrder, copyAdventurer, copyCombatState, copyMonster } from './copies';
import { bestFrontLineSlide, BOXES_PER_ROW, BOX_NAMES, frontLinesFaceAsBestTheyCan } from '../../../kit/marching-order';
import type { AdventurerInCombat, CombatState, MonsterInCombat } from './types';
import { mapPacked } from '../../../core/packed';

type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;

/** A private, mutable copy of the state for the span of one action; the caller never sees it mutate. */
export type Draft = DeepMutable<CombatState>;
export type DraftAdventurer = DeepMutable<AdventurerInCombat>;
export type DraftMonster = DeepMutable<MonsterInCombat>;

export function draftOf(state: CombatState): Draft {
  const draft = copyCombatState(cloneJson(state)) as Draft;
  // The deep copy builds every record key by key; the combatants are put back into their builders' literals (the same
  // keys in the same order, so the same JSON), so that Advanced-game fights share the Basic game's hidden classes.
  draft.adventurers = mapPacked(draft.adventurers, (a) => copyAdventurer(a as AdventurerInCombat) as DraftAdventurer);
  draft.monsters = mapPacked(draft.monsters, (m) => copyMonster(m as MonsterInCombat) as DraftMonster);
  draft.party = buildMarchingOrder(draft.party);
  return draft;
}

/**
 * The draft one Basic-game action works on, without copying what the action does not change: the combat's own fields
 * are fresh; the acted list is still `state`'s own until `markActed` replaces it, and the lists of combatants and each
 * combatant's record until the action writes to a record through `writableAdventurer` / `writableMonster` (given
 * `state` as the origin), which copy the list and the record first. `state` stays untouched. (This serializes exactly
 * as `draftOf` would: an undefined field, which the full copy drops, is left out of JSON text anyway.) Advanced-game
 * hooks may change more, so that game gets the full copy, which needs no origin. The monsters' rows are shared too:
 * what writes to them (a death's `removeCounter`, the monsters' reorganization and `realignFrontLines`) puts fresh rows
 * in their place, so a round in which no counter moves copies none. The party's rows are copied only when asked for
 * (its own moves write into them in place); otherwise only `removeCounter` and `trimPartyRows` change them, likewise.
 */
export function actionDraftOf(state: CombatState, copyPartyRows: boolean): Draft {
  if (state.game !== 'basic') return draftOf(state);
  // A plain copy (copies.ts) and stores into its fields: `{ ...state, adventurers: … }`, a spread followed by fields,
  // was many times slower on Node 20, and building key by key made more garbage.
  const draft = copyCombatState(state) as Draft;
  // The marching order is `{ rows }`, written out by its builder (a spread of it was a generic copy).
  if (copyPartyRows) draft.party = buildMarchingOrder({ rows: copyRows(state.party.rows) });
  return draft;
}

/**
 * [8.22] The adventurer has acted this phase: a new acted list (the draft's may still be its origin's), copied by hand
 * (a spread into a literal went through the generic iteration on every declaration).
 */
export function markActed(draft: Draft, id: string): void {
  const acted = draft.acted;
  const out: string[] = [];
  for (let i = 0; i < acted.length; i++) out.push(acted[i]!);
  out.push(id);
  draft.acted = out;
}

export function copyRows(rows: readonly (readonly (string | null)[])[]): (string | null)[][] {
  const out: (string | null)[][] = [];
  for (let i = 0; i < rows.length; i++) out.push(copyRow(rows[i]!));
  return out;
}

/** A row of three boxes as one literal (every row has three, [8.52]): `slice` was a builtin call per row, per action. */
function copyRow(row: readonly (string | null)[]): (string | null)[] {
  if (row.length !== BOXES_PER_ROW) return row.slice();
  return [row[0] as string | null, row[1] as string | null, row[2] as string | null];
}

/**
 * The adventurer's record in `draft`, safe to change. `origin` is the state an `actionDraftOf` draft was made from: a
 * record still shared with it (the same object at the same place: the lists are never reordered) is copied first.
 */
export function writableAdventurer(draft: Draft, id: string, origin: CombatState | undefined): DraftAdventurer | undefined {
  const i = indexById(draft.adventurers, id);
  const a = draft.adventurers[i];
  if (a === undefined || origin === undefined || (origin.adventurers[i] as unknown) !== a) return a;
  // A plain copy (copies.ts), then stores into existing fields: what withChanges gave, with less work and garbage.
  const copy = copyAdventurer(a as AdventurerInCombat) as DraftAdventurer;
  copy.thrown = a.thrown.slice();
  copy.itemsUsed = a.itemsUsed.slice();
  // The list itself is copied on the first write (most actions write to no adventurer).
  if ((draft.adventurers as unknown) === origin.adventurers) draft.adventurers = draft.adventurers.slice();
  draft.adventurers[i] = copy;
  return copy;
}

/** The monster's record in `draft`, safe to change; copied first while still shared with `origin` (see above). */
export function writableMonster(draft: Draft, id: string, origin: CombatState | undefined): DraftMonster | undefined {
  const i = indexById(draft.monsters, id);
  const m = draft.monsters[i];
  if (m === undefined || origin === undefined || (origin.monsters[i] as unknown) !== m) return m;
  const copy = copyMonster(m as MonsterInCombat) as DraftMonster;
  if ((draft.monsters as unknown) === origin.monsters) draft.monsters = draft.monsters.slice();
  draft.monsters[i] = copy;
  return copy;
}

function indexById(list: readonly { readonly id: string }[], id: string): number {
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return i;
  return -1;
}

export function freeze(draft: Draft): CombatState {
  return draft as CombatState;
}

export function message(text: string, section: string): GameEvent {
  return { kind: 'message', text, section };
}

export function rollEvent(text: string, roll: RollRecord, extra?: Partial<GameEvent>): GameEvent {
  // Most rolls add nothing: the plain literal, without spreading an empty object (a slow copy on this hot path).
  if (extra === undefined) return { kind: 'roll', text, section: roll.section, roll };
  return { kind: 'roll', text, section: roll.section, roll, ...extra };
}

export function boxName(box: number): string {
  return BOX_NAMES[box] ?? `box ${box + 1}`;
}

// Plain loops in these lookups: they run several times for every candidate action the autoplayer weighs. Indexed, not
// `for…of`: until V8 optimizes a caller (the first hundred-odd expeditions for some), each step of a `for…of` is a call
// to the array iterator and a result record.
export function findAdventurer(state: CombatState | Draft, id: string): AdventurerInCombat | undefined {
  const list = state.adventurers as readonly AdventurerInCombat[];
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i];
  return undefined;
}

export function findMonster(state: CombatState | Draft, id: string): MonsterInCombat | undefined {
  const list = state.monsters as readonly MonsterInCombat[];
  for (let i = 0; i < list.length; i++) if (list[i]!.id === id) return list[i];
  return undefined;
}

export interface Place {
  readonly row: number;
  readonly box: number;
}

export function partyPlace(state: CombatState | Draft, id: string): Place | undefined {
  return placeIn(state.party.rows, id);
}

export function monsterPlace(state: CombatState | Draft, id: string): Place | undefined {
  return placeIn(state.monsterRows, id);
}

function placeIn(rows: readonly (readonly (string | null)[])[], id: string): Place | undefined {
  for (let row = 0; row < rows.length; row++) {
    const box = rows[row]!.indexOf(id);
    if (box >= 0) return PLACES[row]?.[box] ?? { row, box };
  }
  return undefined;
}

/**
 * Every place a counter can stand, made once (a Place is never changed): places are looked up several times for each
 * candidate action the autoplayer weighs, and a new record each time was garbage. Ten rows cover the party's and the
 * monsters' marching orders ([8.52] caps the party's); a place past them is made on the spot.
 */
const PLACES: readonly (readonly Place[])[] = Array.from({ length: 10 }, (_, row) => Array.from({ length: BOXES_PER_ROW }, (_, box) => ({ row, box })));

/** Occupants of a row as {id, box}, left to right. */
export function occupants(row: readonly (string | null)[] | undefined): { id: string; box: number }[] {
  const out: { id: string; box: number }[] = [];
  if (row === undefined) return out;
  for (let box = 0; box < row.length; box++) {
    const id = row[box];
    if (id !== null && id !== undefined) out.push({ id, box });
  }
  return out;
}

/** How many boxes of a row are taken: `occupants(row).length` without listing them. */
export function occupiedCount(row: readonly (string | null)[] | undefined): number {
  let n = 0;
  if (row === undefined) return n;
  for (let box = 0; box < row.length; box++) if (row[box] !== null && row[box] !== undefined) n++;
  return n;
}

export const partyRow = (state: CombatState | Draft, row: number) => occupants(state.party.rows[row]);
export const monsterRow = (state: CombatState | Draft, row: number) => occupants(state.monsterRows[row]);

/** The entries at the smallest box distance from `box` ([8.32], [8.33]: "closest"). */
export function closestTo<T extends { box: number }>(box: number, candidates: readonly T[]): T[] {
  // One pass for the distance, one for the ties: no array of distances and no spread into Math.min.
  let best = Infinity;
  for (const c of candidates) best = Math.min(best, Math.abs(c.box - box));
  const out: T[] = [];
  for (const c of candidates) if (Math.abs(c.box - box) === best) out.push(c);
  return out;
}

export function nameOf(state: CombatState | Draft, id: string): string {
  return findAdventurer(state, id)?.name ?? findMonster(state, id)?.name ?? id;
}

/**
 * Drops trailing empty rows so a party never drags empty rows behind it (at least the front row remains). The rows are
 * replaced, not shortened in place: a draft may still share them with the state it was made from (actionDraftOf).
 */
export function trimPartyRows(draft: Draft): void {
  const rows = draft.party.rows;
  let length = rows.length;
  while (length > 1 && isEmptyRow(rows[length - 1]!)) length--;
  if (length !== rows.length) draft.party = buildMarchingOrder({ rows: rows.slice(0, length) });
}

function isEmptyRow(row: readonly (string | null)[]): boolean {
  for (let b = 0; b < row.length; b++) if (row[b] !== null) return false;
  return true;
}

/**
 * [8.46] A dead adventurer's or monster's counter is removed from play, leaving an empty box. Fresh rows replace those
 * it stood in (the draft may share its rows with the state it was made from, see actionDraftOf); the rest are kept.
 */
export function removeCounter(draft: Draft, id: string): void {
  const partyRows = rowsWithout(draft.party.rows, id);
  if (partyRows !== undefined) draft.party = buildMarchingOrder({ rows: partyRows });
  const monsterRows = rowsWithout(draft.monsterRows, id);
  if (monsterRows !== undefined) draft.monsterRows = monsterRows;
  trimPartyRows(draft);
}

/** The rows with every box holding `id` emptied, as a new list of rows (the untouched ones shared); undefined if none does. */
function rowsWithout(rows: readonly (string | null)[][], id: string): (string | null)[][] | undefined {
  let out: (string | null)[][] | undefined;
  for (let r = 0; r < rows.length; r++) {
    const box = rows[r]!.indexOf(id);
    if (box < 0) continue;
    out ??= rows.slice();
    const row = copyRow(out[r]!);
    row[box] = null;
    out[r] = row;
  }
  return out;
}

/**
 * [8.53] After reorganization the front lines are rearranged so that as many monsters and adventurers touch as
 * possible: the kit's slide of the monsters' front line (see bestFrontLineSlide). Returns true if anything moved.
 */
export function realignFrontLines(draft: Draft): boolean {
  // Run after every Party Reorganization Phase: a party box is "taken" if its row-0 entry is set.
  const partyFront = draft.party.rows[0] ?? [];
  if (frontLinesFaceAsBestTheyCan(draft.monsterRows[0], partyFront)) return false;
  const front = monsterRow(draft, 0);
  const boxes = bestFrontLineSlide(partyFront, front);
  if (boxes === undefined) return false;
  const row: (string | null)[] = [null, null, null];
  boxes.forEach((b, i) => (row[b] = front[i]!.id));
  // A new list of rows: the draft's may still be its origin's (see actionDraftOf).
  const rows = draft.monsterRows.slice();
  rows[0] = row;
  draft.monsterRows = rows;
  return true;
}

export function livingAdventurers(state: CombatState | Draft): AdventurerInCombat[] {
  return (state.adventurers as readonly AdventurerInCombat[]).filter((a) => !a.dead);
}

export function livingMonsters(state: CombatState | Draft): MonsterInCombat[] {
  return (state.monsters as readonly MonsterInCombat[]).filter((m) => !m.dead);
}

/** Whether `settleStatus` would end the fight now. */
export function statusWouldSettle(state: CombatState | Draft): boolean {
  if (state.status !== 'ongoing') return false;
  return !anyMonsterLiving(state) || !anyAdventurerFighting(state);
}

// Plain loops rather than `some` and a closure: asked after every combat action.
function anyMonsterLiving(state: CombatState | Draft): boolean {
  const monsters = state.monsters as readonly MonsterInCombat[];
  for (let i = 0; i < monsters.length; i++) if (!monsters[i]!.dead) return true;
  return false;
}

/** [8.11] Charmed monsters alone do not keep the party in the fight. */
function anyAdventurerFighting(state: CombatState | Draft): boolean {
  const adventurers = state.adventurers as readonly AdventurerInCombat[];
  for (let i = 0; i < adventurers.length; i++) if (!adventurers[i]!.dead && !adventurers[i]!.charmedMonster) return true;
  return false;
}

/** [8.11] Combat ends only when one side is all dead. Charmed monsters alone do not keep the party alive. */
export function settleStatus(draft: Draft, events: GameEvent[]): void {
  if (draft.status !== 'ongoing') return;
  // Plain loops, no filtered copies: this runs after every combat action.
  if (!anyMonsterLiving(draft)) {
    draft.status = 'partyWon';
    draft.phase = 'over';
    events.push(message('All the monsters are dead: the party has won the fight.', '8.11'));
  } else if (!anyAdventurerFighting(draft)) {
    draft.status = 'partyDead';
    draft.phase = 'over';
    events.push(message('Every adventurer is dead: the monsters have won.', '8.11'));
  }
}

export function describeFormation(state: CombatState | Draft): string {
  // Written as every fight starts: strings added up in plain loops, no mapped lists joined.
  let partyRows = '';
  for (let r = 0; r < state.party.rows.length; r++) partyRows += `${r === 0 ? '' : '; '}party row ${r + 1}: ${formationLine(state, state.party.rows[r])}`;
  return `monster row 2: ${formationLine(state, state.monsterRows[1])}; monster row 1: ${formationLine(state, state.monsterRows[0])}; ${partyRows}`;
}

/** One row's boxes, left to right, as "name | · | name" (an empty box is a dot). */
function formationLine(state: CombatState | Draft, row: readonly (string | null)[] | undefined): string {
  if (row === undefined) return '· | · | ·';
  let line = '';
  for (let box = 0; box < row.length; box++) {
    const id = row[box];
    line += `${box === 0 ? '' : ' | '}${id === null ? '·' : id === undefined ? '' : nameOf(state, id)}`;
  }
  return line;
}

/** A ruleset hook's result, its events kept: the combat state it gives, or its refusal. */
export function applyHook(result: HookResult, events: GameEvent[]): CombatState | { readonly ok: false; readonly rule: string; readonly message: string } {
  if (!result.ok) return result;
  events.push(...result.events);
  return result.combat;
}
