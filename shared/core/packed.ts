/**
 * `list.map(fn)` built by pushing onto a literal, for lists that go into game state. V8's own `map` makes a "packed"
 * list while the caller runs unoptimized, but once TurboFan has optimized the caller (and inlined `map`) the list it
 * makes is "holey": a list of another hidden class. Every function optimized on the first kind then deoptimizes on
 * the first list of the other, all at once (the fight's adventurers and rows: some twenty functions in one expedition,
 * each then unoptimized for about a thousand more). A pushed list is packed in both tiers.
 */
export function mapPacked<T, U>(list: readonly T[], fn: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(fn(list[i]!, i));
  return out;
}

/**
 * The empty list of records the game state holds where a list of records is empty (the loot, the items to assign).
 * An empty literal is a list of small integers to V8 and one with records pushed onto it a list of elements, another
 * hidden class: every empty loot or item list from a literal, `filter` or an empty spread gave the autoplayer's and
 * the reducer's readers a second class of list to deoptimize on. This one was made an elements list (a record pushed
 * and popped), so an empty list and a full one share a class. Never written to (read-only by type, like every list a
 * state holds), and not frozen (V8 iterates frozen lists more slowly).
 */
export const EMPTY_RECORDS: readonly never[] = elementsKindEmpty();

function elementsKindEmpty(): never[] {
  const list: unknown[] = [];
  list.push(list);
  list.pop();
  return list as never[];
}

/** `list.filter(keep)`, its items pushed onto a literal, and EMPTY_RECORDS when none is kept: for lists of records. */
export function filterRecords<T extends object>(list: readonly T[], keep: (item: T, index: number) => boolean): readonly T[] {
  let out: T[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i]!;
    if (keep(item, i)) (out ??= []).push(item);
  }
  return out ?? EMPTY_RECORDS;
}
