/**
 * The party's marching order in the SPI dungeon crawls (Deathmaze [5.11]–[5.14], [8.5]; Citadel of Blood 4.1, 9.0):
 * rows of three imaginary boxes, the first row facing the monsters. Outside combat only the rows matter; the boxes
 * (left, centre, right as the player looks down the party's line of march) matter in combat for who is closest to
 * whom. Each ruleset passes its own `MarchingOrderRules`: the sections its refusals cite and its words.
 */

/** A row is always three boxes; null is an empty box. */
export type MarchingRow = readonly (string | null)[];

export interface MarchingOrder {
  /** rows[0] is the first (front) row. */
  readonly rows: readonly MarchingRow[];
}

export const BOXES_PER_ROW = 3;
export const BOX_NAMES = ['left', 'centre', 'right'] as const;

/** What differs between games: the sections cited, what a party member is called, the first-row minimum. */
export interface MarchingOrderRules {
  /** What the rules call one member of the party: "adventurer" (Deathmaze), "character" (Citadel of Blood). */
  readonly member: string;
  /** How many must stand in the first row when the party has that many (fewer members: all of them). */
  readonly firstRowMinimum: number;
  readonly sections: {
    /** Three boxes to a row and the first-row minimum. */
    readonly rows: string;
    /** Every member placed exactly once. */
    readonly members: string;
    /** When the order may be rearranged outside combat. */
    readonly rearranging: string;
    /** The combat phase in which members move between boxes instead. */
    readonly reorganisation: string;
  };
}

export type MarchingOrderCheck = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly message: string };

const fail = (rule: string, message: string): MarchingOrderCheck => ({ ok: false, rule, message });

export function rowMembers(row: MarchingRow): string[] {
  return row.filter((id): id is string => id !== null);
}

/** The fewest members the first row may hold for a party of this size. */
export function firstRowMinimum(partySize: number, rules: MarchingOrderRules): number {
  return Math.min(rules.firstRowMinimum, partySize);
}

/**
 * Checks a marching order for the members listed: no more than three in a row (three boxes), the first-row minimum
 * unless the party is a single member; every member placed once; no empty row ahead of an occupied one (a gap row
 * would leave the second-row archers out of reach and is not an arrangement either text knows).
 */
export function validateMarchingOrder(order: MarchingOrder, memberIds: readonly string[], rules: MarchingOrderRules): MarchingOrderCheck {
  const { member, sections } = rules;
  if (memberIds.length === 0) return fail(sections.rows, `A marching order needs at least one ${member}.`);
  if (order.rows.length === 0) return fail(sections.rows, 'A marching order needs at least one row.');
  // Checked as every fight starts: one pass over the rows, counting as it goes; the missing are listed only if any are.
  const seen = new Set<string>();
  const counts: number[] = [];
  for (let r = 0; r < order.rows.length; r++) {
    const row = order.rows[r]!;
    if (row.length !== BOXES_PER_ROW) {
      return fail(sections.rows, `Row ${r + 1} has ${row.length} places; each row has three boxes, so no more than three ${member}s may be in a row [${sections.rows}].`);
    }
    const members = rowMembers(row);
    for (const id of members) {
      if (!memberIds.includes(id)) return fail(sections.members, `“${id}” in row ${r + 1} is not a member of the party.`);
      if (seen.has(id)) return fail(sections.members, `“${id}” appears more than once in the marching order.`);
      seen.add(id);
    }
    counts.push(members.length);
  }
  if (memberIds.some((id) => !seen.has(id))) {
    const missing = memberIds.filter((id) => !seen.has(id));
    return fail(sections.members, `Every ${member} must be placed in the marching order; missing: ${missing.join(', ')}.`);
  }
  let lastOccupied = -1;
  for (let r = 0; r < counts.length; r++) if (counts[r]! > 0) lastOccupied = r;
  const gap = counts.findIndex((n, i) => n === 0 && i < lastOccupied);
  if (gap >= 0) return fail(sections.rows, `Row ${gap + 1} is empty but a row behind it is not; close up the marching order.`);
  const minimum = firstRowMinimum(memberIds.length, rules);
  if ((counts[0] ?? 0) < minimum) {
    return fail(
      sections.rows,
      minimum === 1
        ? `The lone ${member} must stand in the first row [${sections.rows}].`
        : `At least ${numberWord(minimum)} ${member}s must be in the first row (it has ${counts[0] ?? 0}) [${sections.rows}].`,
    );
  }
  return { ok: true };
}

function numberWord(n: number): string {
  return ['no', 'one', 'two', 'three'][n] ?? String(n);
}

/** Where the party is when it asks to change its marching order. */
export type PartyActivity = 'exploring' | 'negotiating' | 'in-combat';

/** Free rearrangement except during combat (where moves go box by box in the reorganisation phase) or negotiation. */
export function rearrangeMarchingOrder(
  next: MarchingOrder,
  memberIds: readonly string[],
  activity: PartyActivity,
  rules: MarchingOrderRules,
): { readonly ok: true; readonly order: MarchingOrder } | { readonly ok: false; readonly rule: string; readonly message: string } {
  const { sections } = rules;
  if (activity !== 'exploring') {
    const during = activity === 'in-combat' ? `combat (moves are made only in the Party Reorganization Phase, ${sections.reorganisation})` : 'negotiation';
    return { ok: false, rule: sections.rearranging, message: `The marching order cannot be rearranged during ${during} [${sections.rearranging}].` };
  }
  const check = validateMarchingOrder(next, memberIds, rules);
  if (!check.ok) return check;
  return { ok: true, order: { rows: next.rows.map((r) => [...r]) } };
}

/** A default order: members filled left to right, front row first (the first row is full before the second). */
export function defaultMarchingOrder(memberIds: readonly string[]): MarchingOrder {
  const rows: (string | null)[][] = [];
  for (let i = 0; i < memberIds.length; i += BOXES_PER_ROW) {
    const slice = memberIds.slice(i, i + BOXES_PER_ROW);
    rows.push([slice[0] ?? null, slice[1] ?? null, slice[2] ?? null]);
  }
  return { rows: rows.length ? rows : [[null, null, null]] };
}

export function describeMarchingOrder(order: MarchingOrder, nameOf: (id: string) => string = (id) => id): string {
  return order.rows
    .map((row, r) => `Row ${r + 1}: ${row.map((id) => (id === null ? '·' : nameOf(id))).join(' | ')}`)
    .join('; ');
}

/**
 * Removes the fallen from the marching order and closes it up: empty rows are dropped, the living who were not placed
 * fill the first free boxes, and the first row is refilled from the rows behind until it holds `minimum` (the
 * first-row minimum for the living).
 */
export function closeUpMarchingOrder(order: MarchingOrder, livingIds: readonly string[], minimum: number): MarchingOrder {
  // Run after every fight and every death: plain loops over the few boxes and the few living, no sets or flat lists.
  let rows: (string | null)[][] = [];
  const placed: string[] = [];
  for (const r of order.rows) {
    // Pushed one by one rather than mapped: a mapped list and the `[id, null, null]` rows below had different elements
    // kinds, and a row of the rarer kind deoptimized this function (four times in 2,000 expeditions).
    const kept: (string | null)[] = [];
    let any = false;
    for (const id of r) {
      if (id !== null && livingIds.includes(id)) {
        kept.push(id);
        any = true;
        placed.push(id);
      } else kept.push(null);
    }
    if (any) rows.push(kept);
  }
  for (const id of livingIds) {
    if (placed.includes(id)) continue;
    const row = rows.find((r) => r.includes(null));
    if (row) row[row.indexOf(null)] = id;
    else rows.push([id, null, null]);
  }
  const front = rows[0];
  if (front) {
    let emptied = false;
    for (let r = 1; r < rows.length; r++) {
      const row = rows[r]!;
      for (let b = 0; b < 3; b++) {
        if (filled(front) >= minimum) break;
        const id = row[b];
        if (id === null || id === undefined) continue;
        const gap = front.indexOf(null);
        front[gap] = id;
        row[b] = null;
        emptied = true;
      }
    }
    if (emptied) rows = rows.filter((r) => r.some((id) => id !== null));
  }
  return { rows: rows.length ? rows : [[null, null, null]] };
}

/** How many boxes of a row are taken. */
export function filled(row: MarchingRow): number {
  let n = 0;
  for (const id of row) if (id !== null) n++;
  return n;
}

/** All increasing k-subsets of the boxes 0..2, in lexicographic order; worked out once per k (read, never changed). */
const BOX_SETS = new Map<number, readonly (readonly number[])[]>();
function boxSets(k: number): readonly (readonly number[])[] {
  let sets = BOX_SETS.get(k);
  if (sets === undefined) {
    sets = allBoxSets(k);
    BOX_SETS.set(k, sets);
  }
  return sets;
}

function allBoxSets(k: number): number[][] {
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
 * After the party reorganises, the front lines are rearranged so that as many monsters and party members touch as
 * possible (Deathmaze [8.53]; Citadel keeps the same boxes). Sliding the monsters' front line alone (keeping their
 * left-to-right order) always reaches that maximum, so the party's own box choices are kept; among equally good slides
 * the smallest total movement wins, then the leftmost. `front` is the monsters' front line, left to right, with their
 * boxes. Returns the box for each of them, in the same order, or undefined when the line as it stands is best.
 */
export function bestFrontLineSlide(partyFront: MarchingRow, front: readonly { readonly box: number }[]): readonly number[] | undefined {
  if (front.length === 0) return undefined;
  let best: { boxes: readonly number[]; facing: number; moved: number } | undefined;
  for (const boxes of boxSets(front.length)) {
    let facing = 0;
    let moved = 0;
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i]!;
      if (partyFront[b] !== null && partyFront[b] !== undefined) facing++;
      moved += Math.abs(b - front[i]!.box);
    }
    if (!best || facing > best.facing || (facing === best.facing && moved < best.moved)) best = { boxes, facing, moved };
  }
  if (!best || best.moved === 0) return undefined;
  return best.boxes;
}

/**
 * Whether the monsters' front line already faces as many of the party's front boxes as any slide could: min(monsters,
 * members), since a slide may take any boxes. Then the line as it stands is the one `bestFrontLineSlide` keeps (the
 * only slide that moves no one), so the search over slides can be skipped: the usual case, once the lines have met.
 */
export function frontLinesFaceAsBestTheyCan(monsterFront: MarchingRow | undefined, partyFront: MarchingRow): boolean {
  if (monsterFront !== undefined && monsterFront.length > BOXES_PER_ROW) return false;
  let monsters = 0;
  let members = 0;
  let facing = 0;
  for (let b = 0; b < BOXES_PER_ROW; b++) {
    const taken = partyFront[b] !== null && partyFront[b] !== undefined;
    if (taken) members++;
    const m = monsterFront?.[b];
    if (m === null || m === undefined) continue;
    monsters++;
    if (taken) facing++;
  }
  return facing === Math.min(monsters, members);
}
