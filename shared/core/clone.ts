/**
 * A deep copy of plain JSON data that gives exactly what `JSON.parse(JSON.stringify(value))` gives (same keys in the
 * same order, `undefined` properties dropped, `undefined` array entries and non-finite numbers as null), several
 * times faster: no text is built or parsed. For state that is plain data by contract (no classes, Dates or Maps).
 */
export function cloneJson<T>(value: T): T {
  return copy(value) as T;
}

function copy(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    // Pushed onto a literal, not stored into `new Array(length)`: that array is "holey" in V8, and so is every slice
    // or spread of it later, so the engine's functions met each list in two hidden classes (packed from its builders,
    // holey from a deep copy) and were deoptimized and compiled again for the other one, all game long.
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out.push(v === undefined || typeof v === 'function' || typeof v === 'symbol' ? null : copy(v));
    }
    return out;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(value)) as unknown;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v: unknown = (value as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out[key] = copy(v);
  }
  return out;
}

/**
 * What `{ ...value, ...changes }` gives for plain data (the same keys in the same order: `value`'s, then new ones from
 * `changes`; a key in both keeps its place and takes the new value), built by copying the keys one by one. On Node 20 a
 * spread followed by more fields is many times slower for objects that were themselves built by spreads, which is
 * most of the game's state: the reducer's hottest copies use this instead.
 */
export function withChanges<T extends object>(value: T, changes: Partial<T>): T {
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) out[key] = source[key];
  const patch = changes as Record<string, unknown>;
  for (const key of Object.keys(patch)) out[key] = patch[key];
  return out as T;
}
