/**
 * Records keyed by data (positions, sides) as V8 dictionaries. A plain object gets a new hidden class for every key
 * added, so a record that grows key by key through a game makes a class per copy, thousands a session, and every
 * lookup in it turns megamorphic and misses V8's caches. An object without a prototype is kept in dictionary mode:
 * one class, hashed lookups. It is still plain data: JSON, structured clone and Object.keys see the same keys.
 */

/** What `{ ...record, [key]: value }` gives (the same keys in the same order), as a dictionary; none: an empty one. */
export function dictionaryWith<V>(record: Readonly<Record<string, V>> | undefined, key: string, value: V): Record<string, V> {
  const out = dictionaryOf(record);
  out[key] = value;
  return out;
}

/** What `{ ...record }` gives, as a dictionary (to add to or delete from); none: an empty one. */
export function dictionaryOf<V>(record?: Readonly<Record<string, V>>): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  if (record !== undefined) for (const k in record) out[k] = record[k]!;
  return out;
}
