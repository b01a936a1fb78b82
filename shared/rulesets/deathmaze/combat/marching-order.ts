/**
 * [5.11]–[5.14] The party's marching order: rows of three imaginary boxes [8.52], the first row facing the monsters.
 * Outside combat only the rows matter; the boxes (left, centre, right as the player looks down the party's line of
 * march) matter in combat for who is closest to whom [8.3].
 */

/** A row is always three boxes; null is an empty box. */
export type MarchingRow = readonly (string | null)[];

export interface MarchingOrder {
  /** rows[0] is the first (front) row. */
  readonly rows: readonly MarchingRow[];
}

export const BOXES_PER_ROW = 3;
export const BOX_NAMES = ['left', 'centre', 'right'] as const;

export type MarchingOrderCheck = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly message: string };

const fail = (rule: string, message: string): MarchingOrderCheck => ({ ok: false, rule, message });

export function rowMembers(row: MarchingRow): string[] {
  return row.filter((id): id is string => id !== null);
}

/** The fewest adventurers the first row may hold for a party of this size (see ruling "First row minimum"). */
export function firstRowMinimum(partySize: number): number {
  return Math.min(2, partySize);
}

/**
 * Checks a marching order for the members listed. Rules: [5.12] no more than three in a row (three boxes), at least
 * two in the first row unless the party is a single adventurer; every member placed once; no empty row ahead of an
 * occupied one (a gap row would leave the second-row archers out of reach and is not an arrangement the text knows).
 */
export function validateMarchingOrder(order: MarchingOrder, memberIds: readonly string[]): MarchingOrderCheck {
  if (memberIds.length === 0) return fail('5.12', 'A marching order needs at least one adventurer.');
  if (order.rows.length === 0) return fail('5.12', 'A marching order needs at least one row.');
  // Checked as every fight starts: one pass over the rows, counting as it goes; the missing are listed only if any are.
  const seen = new Set<string>();
  const counts: number[] = [];
  for (let r = 0; r < order.rows.length; r++) {
    const row = order.rows[r]!;
    if (row.length !== BOXES_PER_ROW) {
      return fail('5.12', `Row ${r + 1} has ${row.length} places; each row has three boxes, so no more than three adventurers may be in a row [5.12].`);
    }
    const members = rowMembers(row);
    for (const id of members) {
      if (!memberIds.includes(id)) return fail('5.11', `“${id}” in row ${r + 1} is not a member of the party.`);
      if (seen.has(id)) return fail('5.11', `“${id}” appears more than once in the marching order.`);
      seen.add(id);
    }
    counts.push(members.length);
  }
  if (memberIds.some((id) => !seen.has(id))) {
    const missing = memberIds.filter((id) => !seen.has(id));
    return fail('5.11', `Every adventurer must be placed in the marching order; missing: ${missing.join(', ')}.`);
  }
  let lastOccupied = -1;
  for (let r = 0; r < counts.length; r++) if (counts[r]! > 0) lastOccupied = r;
  const gap = counts.findIndex((n, i) => n === 0 && i < lastOccupied);
  if (gap >= 0) return fail('5.12', `Row ${gap + 1} is empty but a row behind it is not; close up the marching order.`);
  const minimum = firstRowMinimum(memberIds.length);
  if ((counts[0] ?? 0) < minimum) {
    return fail(
      '5.12',
      minimum === 1
        ? 'The lone adventurer must stand in the first row [5.12].'
        : `At least two adventurers must be in the first row (it has ${counts[0] ?? 0}) [5.12].`,
    );
  }
  return { ok: true };
}

/** Where the marching order may be changed from [5.14]. */
export type PartyActivity = 'exploring' | 'negotiating' | 'in-combat';

/**
 * [5.14] Free rearrangement except during combat or negotiation. (The 1979 text adds "in accordance with 5.72",
 * a case that exists in neither text; see rulings.)
 */
export function rearrangeMarchingOrder(
  next: MarchingOrder,
  memberIds: readonly string[],
  activity: PartyActivity,
): { readonly ok: true; readonly order: MarchingOrder } | { readonly ok: false; readonly rule: string; readonly message: string } {
  if (activity !== 'exploring') {
    const during = activity === 'in-combat' ? 'combat (moves are made only in the Party Reorganization Phase, 8.24)' : 'negotiation';
    return { ok: false, rule: '5.14', message: `The marching order cannot be rearranged during ${during} [5.14].` };
  }
  const check = validateMarchingOrder(next, memberIds);
  if (!check.ok) return check;
  return { ok: true, order: { rows: next.rows.map((r) => [...r]) } };
}

/** A default order: members filled left to right, front row first, with the first-row minimum respected. */
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
