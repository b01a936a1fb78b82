/**
 * `next` with every part that equals the same part of `previous` replaced by `previous`'s own object. Main sends each
 * action's view whole (parsed from JSON, so every object is new); sharing what did not change lets Vue see that a
 * component's props are the very objects it last drew and skip it (the party panel, the records, the header), and
 * lets computed values that return such a part stop there. Arrays and plain objects are compared member by member;
 * anything else by identity (`Object.is`). The result is `previous` itself when nothing changed.
 */
export function reuseUnchanged<T>(previous: T, next: T): T {
  return share(previous, next) as T;
}

function share(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (typeof previous !== 'object' || typeof next !== 'object' || previous === null || next === null) return next;
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const items = next.map((item: unknown, i) => {
      const shared = i < previous.length ? share(previous[i], item) : item;
      if (shared !== previous[i]) same = false;
      return shared;
    });
    return same ? previous : items;
  }
  if (Object.getPrototypeOf(previous) !== Object.prototype || Object.getPrototypeOf(next) !== Object.prototype) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const shared = Object.hasOwn(before, key) ? share(before[key], after[key]) : after[key];
    if (!Object.hasOwn(before, key) || shared !== before[key]) same = false;
    out[key] = shared;
  }
  return same ? previous : out;
}
