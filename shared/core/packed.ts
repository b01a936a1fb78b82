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
