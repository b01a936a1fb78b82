import { cloneJson, withChanges } from '../../../core/clone';
import type { RollRecord } from '../../../core/dice';
import type { GameEvent } from '../../../engine/ruleset';
import { BOXES_PER_ROW, BOX_NAMES } from './marching-order';
import type { AdventurerInCombat, CombatState, MonsterInCombat } from './types';

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
  return cloneJson(state) as Draft;
}

/**
 * The draft one Basic-game action works on, without copying what the action does not change: the combat's own fields,
 * the rows and the acted list are fresh; each combatant's record is still `state`'s own until the action writes to it
 * through `writableAdventurer` / `writableMonster` (given `state` as the origin), which copy it first. `state` stays
 * untouched. (Basic states hold no undefined fields, so this serializes exactly as `draftOf` would.) Advanced-game
 * hooks may change more, so that game gets the full copy, which needs no origin.
 */
export function actionDraftOf(state: CombatState): Draft {
  if (state.game !== 'basic') return draftOf(state);
  const draft = {
    ...state,
    adventurers: [...state.adventurers],
    monsters: [...state.monsters],
    party: { ...state.party, rows: state.party.rows.map((row) => [...row]) },
    monsterRows: state.monsterRows.map((row) => [...row]),
    acted: [...state.acted],
  };
  return draft as Draft;
}

/**
 * The adventurer's record in `draft`, safe to change. `origin` is the state an `actionDraftOf` draft was made from: a
 * record still shared with it (the same object at the same place: the lists are never reordered) is copied first.
 */
export function writableAdventurer(draft: Draft, id: string, origin: CombatState | undefined): DraftAdventurer | undefined {
  const i = draft.adventurers.findIndex((a) => a.id === id);
  const a = draft.adventurers[i];
  if (a === undefined || origin === undefined || (origin.adventurers[i] as unknown) !== a) return a;
  const copy = withChanges(a, { thrown: [...a.thrown], itemsUsed: [...a.itemsUsed] });
  draft.adventurers[i] = copy;
  return copy;
}

/** The monster's record in `draft`, safe to change; copied first while still shared with `origin` (see above). */
export function writableMonster(draft: Draft, id: string, origin: CombatState | undefined): DraftMonster | undefined {
  const i = draft.monsters.findIndex((m) => m.id === id);
  const m = draft.monsters[i];
  if (m === undefined || origin === undefined || (origin.monsters[i] as unknown) !== m) return m;
  const copy = { ...m };
  draft.monsters[i] = copy;
  return copy;
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

export function findAdventurer(state: CombatState | Draft, id: string): AdventurerInCombat | undefined {
  return (state.adventurers as readonly AdventurerInCombat[]).find((a) => a.id === id);
}

export function findMonster(state: CombatState | Draft, id: string): MonsterInCombat | undefined {
  return (state.monsters as readonly MonsterInCombat[]).find((m) => m.id === id);
}

export interface Place {
  readonly row: number;
  readonly box: number;
}

export function partyPlace(state: CombatState | Draft, id: string): Place | undefined {
  for (const [row, boxes] of state.party.rows.entries()) {
    const box = boxes.indexOf(id);
    if (box >= 0) return { row, box };
  }
  return undefined;
}

export function monsterPlace(state: CombatState | Draft, id: string): Place | undefined {
  for (const [row, boxes] of state.monsterRows.entries()) {
    const box = boxes.indexOf(id);
    if (box >= 0) return { row, box };
  }
  return undefined;
}

/** Occupants of a row as {id, box}, left to right. */
export function occupants(row: readonly (string | null)[] | undefined): { id: string; box: number }[] {
  const out: { id: string; box: number }[] = [];
  (row ?? []).forEach((id, box) => {
    if (id !== null) out.push({ id, box });
  });
  return out;
}

export const partyRow = (state: CombatState | Draft, row: number) => occupants(state.party.rows[row]);
export const monsterRow = (state: CombatState | Draft, row: number) => occupants(state.monsterRows[row]);

/** The entries at the smallest box distance from `box` ([8.32], [8.33]: "closest"). */
export function closestTo<T extends { box: number }>(box: number, candidates: readonly T[]): T[] {
  if (candidates.length === 0) return [];
  const best = Math.min(...candidates.map((c) => Math.abs(c.box - box)));
  return candidates.filter((c) => Math.abs(c.box - box) === best);
}

export function nameOf(state: CombatState | Draft, id: string): string {
  return findAdventurer(state, id)?.name ?? findMonster(state, id)?.name ?? id;
}

/** Drops trailing empty rows so a party never drags empty rows behind it (at least the front row remains). */
export function trimPartyRows(draft: Draft): void {
  while (draft.party.rows.length > 1 && draft.party.rows[draft.party.rows.length - 1]!.every((b) => b === null)) {
    draft.party.rows.pop();
  }
}

/** [8.46] A dead adventurer's or monster's counter is removed from play, leaving an empty box. */
export function removeCounter(draft: Draft, id: string): void {
  for (const rows of [draft.party.rows, draft.monsterRows]) {
    for (const row of rows) {
      const box = row.indexOf(id);
      if (box >= 0) row[box] = null;
    }
  }
  trimPartyRows(draft);
}

/** All increasing k-subsets of the boxes 0..2, in lexicographic order. */
function boxSets(k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push(acc);
      return;
    }
    for (let b = start; b < BOXES_PER_ROW; b++) walk(b + 1, [...acc, b]);
  };
  walk(0, []);
  return out;
}

/**
 * [8.53] After reorganization the front lines are rearranged so that as many monsters and adventurers touch as
 * possible. Sliding the monsters' front line alone (keeping their left-to-right order) always reaches that maximum,
 * so the party's own box choices [8.52] are kept; among equally good slides the smallest total movement wins, then the
 * leftmost. Returns true if anything moved.
 */
export function realignFrontLines(draft: Draft): boolean {
  const front = monsterRow(draft, 0);
  const partyBoxes = new Set(partyRow(draft, 0).map((a) => a.box));
  if (front.length === 0) return false;
  let best: { boxes: number[]; facing: number; moved: number } | undefined;
  for (const boxes of boxSets(front.length)) {
    const facing = boxes.filter((b) => partyBoxes.has(b)).length;
    const moved = boxes.reduce((sum, b, i) => sum + Math.abs(b - front[i]!.box), 0);
    if (!best || facing > best.facing || (facing === best.facing && moved < best.moved)) best = { boxes, facing, moved };
  }
  if (!best || best.moved === 0) return false;
  const row: (string | null)[] = [null, null, null];
  best.boxes.forEach((b, i) => (row[b] = front[i]!.id));
  draft.monsterRows[0] = row;
  return true;
}

export function livingAdventurers(state: CombatState | Draft): AdventurerInCombat[] {
  return (state.adventurers as readonly AdventurerInCombat[]).filter((a) => !a.dead);
}

export function livingMonsters(state: CombatState | Draft): MonsterInCombat[] {
  return (state.monsters as readonly MonsterInCombat[]).filter((m) => !m.dead);
}

/** [8.11] Combat ends only when one side is all dead. Charmed monsters alone do not keep the party alive. */
export function settleStatus(draft: Draft, events: GameEvent[]): void {
  if (draft.status !== 'ongoing') return;
  if (livingMonsters(draft).length === 0) {
    draft.status = 'partyWon';
    draft.phase = 'over';
    events.push(message('All the monsters are dead: the party has won the fight.', '8.11'));
  } else if (livingAdventurers(draft).filter((a) => !a.charmedMonster).length === 0) {
    draft.status = 'partyDead';
    draft.phase = 'over';
    events.push(message('Every adventurer is dead: the monsters have won.', '8.11'));
  }
}

export function describeFormation(state: CombatState | Draft): string {
  const line = (row: readonly (string | null)[] | undefined) =>
    (row ?? [null, null, null]).map((id) => (id === null ? '·' : nameOf(state, id))).join(' | ');
  const partyRows = state.party.rows.map((row, r) => `party row ${r + 1}: ${line(row)}`).join('; ');
  return `monster row 2: ${line(state.monsterRows[1])}; monster row 1: ${line(state.monsterRows[0])}; ${partyRows}`;
}
