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
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = v === undefined || typeof v === 'function' || typeof v === 'symbol' ? null : copy(v);
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
