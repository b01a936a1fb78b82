import type { Character } from './types';

/**
 * The ids and names of members, in order: all that the marching-order and hand-over choices read of a taker. Those
 * lists are kept with the ids and names they were made from (a wound or a heal makes new records, not new names).
 */
export type IdsAndNames = readonly { readonly id: string; readonly name: string }[];

export function idsAndNames(members: readonly Character[]): IdsAndNames {
  return members.map((c) => ({ id: c.id, name: c.name }));
}

/** Whether `members` have the ids and names kept in `kept`, in the same order. */
export function sameIdsAndNames(kept: IdsAndNames, members: readonly Character[]): boolean {
  if (kept.length !== members.length) return false;
  for (let i = 0; i < kept.length; i++) if (kept[i]!.id !== members[i]!.id || kept[i]!.name !== members[i]!.name) return false;
  return true;
}
