/**
 * [5.11]–[5.14] The party's marching order: rows of three imaginary boxes [8.52], the first row facing the monsters.
 * The rows and their checks are the tile-maze kit's (shared/kit/marching-order.ts); this module gives them
 * Deathmaze's sections and words.
 */
import {
  firstRowMinimum as kitFirstRowMinimum,
  rearrangeMarchingOrder as kitRearrange,
  validateMarchingOrder as kitValidate,
  type MarchingOrder,
  type MarchingOrderCheck,
  type MarchingOrderRules,
  type PartyActivity,
} from '../../../kit/marching-order';

export { BOX_NAMES, BOXES_PER_ROW, defaultMarchingOrder, describeMarchingOrder, rowMembers } from '../../../kit/marching-order';
export type { MarchingOrder, MarchingOrderCheck, MarchingRow, PartyActivity } from '../../../kit/marching-order';

/**
 * [5.12] three boxes to a row, at least two in the first row (see ruling "First row minimum"); [5.11] every adventurer
 * placed; [5.14] free rearrangement except in combat ([8.24] Party Reorganization Phase) or negotiation. (The 1979
 * text adds "in accordance with 5.72", a case that exists in neither text; see rulings.)
 */
export const DEATHMAZE_MARCHING_RULES: MarchingOrderRules = {
  member: 'adventurer',
  firstRowMinimum: 2,
  sections: { rows: '5.12', members: '5.11', rearranging: '5.14', reorganisation: '8.24' },
};

/** The fewest adventurers the first row may hold for a party of this size (see ruling "First row minimum"). */
export function firstRowMinimum(partySize: number): number {
  return kitFirstRowMinimum(partySize, DEATHMAZE_MARCHING_RULES);
}

/** The kit's check under Deathmaze's rules ([5.11], [5.12]). */
export function validateMarchingOrder(order: MarchingOrder, memberIds: readonly string[]): MarchingOrderCheck {
  return kitValidate(order, memberIds, DEATHMAZE_MARCHING_RULES);
}

/** [5.14] Free rearrangement except during combat or negotiation. */
export function rearrangeMarchingOrder(
  next: MarchingOrder,
  memberIds: readonly string[],
  activity: PartyActivity,
): { readonly ok: true; readonly order: MarchingOrder } | { readonly ok: false; readonly rule: string; readonly message: string } {
  return kitRearrange(next, memberIds, activity, DEATHMAZE_MARCHING_RULES);
}
