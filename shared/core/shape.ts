/*
 * Checks on the keys of plain records, for copies that must equal `{ ...value }` exactly (the same keys in the same
 * order). Records built in several places make V8 copy a spread of them through its generic path; a record whose keys
 * are the expected ones, in the expected order, can be written out as one literal instead, several times faster.
 */

/** Whether `value`'s own enumerable keys are exactly `keys`, in that order. */
export function hasKeysInOrder(value: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in value) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/**
 * Whether `value`'s own enumerable keys all stand in `keys`, in that order, some perhaps missing: a record that a
 * literal writing every one of `keys` (the missing ones undefined, which JSON leaves out) copies in the same order.
 */
export function hasKeysWithin(value: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in value) {
    while (i < keys.length && keys[i] !== key) i++;
    if (i === keys.length) return false;
    i++;
  }
  return true;
}

/**
 * The keys `value` has after `keys` when it starts with exactly those, in that order (an empty list when it has no
 * others); undefined when it does not start with them.
 */
export function keysAfter(value: object, keys: readonly string[]): string[] | undefined {
  let matched = 0;
  const extras: string[] = [];
  for (const key in value) {
    if (matched < keys.length) {
      if (key !== keys[matched]) return undefined;
      matched++;
    } else {
      extras.push(key);
    }
  }
  return matched === keys.length ? extras : undefined;
}

/** Stores `from`'s values for `keys` into `to`, in that order (the keys a literal copy did not write out). */
export function copyKeys(from: object, to: object, keys: readonly string[]): void {
  const source = from as Record<string, unknown>;
  const target = to as Record<string, unknown>;
  for (const key of keys) target[key] = source[key];
}

/** `value[key]` for a key found by walking `value`'s keys (a record's type names its keys, not every string). */
export function valueAt(value: object, key: string): unknown {
  return (value as Readonly<Record<string, unknown>>)[key];
}

/** Whether a record has no key of its own, found without listing its keys (most such records are empty). */
export function isEmptyRecord(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}

/** Every key of any member of the union `T`. */
export type KeyOfAny<T> = T extends unknown ? keyof T : never;

/** The value `K` has in each member of the union `T`: undefined too where the member lacks it or may leave it out. */
type FieldOf<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? Pick<T, K> extends Required<Pick<T, K>>
      ? T[K]
      : T[K] | undefined
    : undefined
  : never;

/**
 * The type of a record builder's one literal: every key of every member of `T`, each required, undefined where a
 * member lacks it or leaves it out (JSON leaves those out). A builder that forgets a key does not compile.
 */
export type EveryField<T> = { -readonly [K in KeyOfAny<T>]-?: FieldOf<T, K> };

/**
 * A key list checked by the compiler: `keyList({ a: true, b: true } satisfies KeySet<T>)` names every key of `T`
 * (a missing or unknown key does not compile) and gives them in the order written.
 */
export type KeySet<T> = Record<KeyOfAny<T>, true>;

export function keyList<K extends string>(set: Readonly<Record<K, true>>): readonly K[] {
  return Object.keys(set).filter((key): key is K => Object.hasOwn(set, key));
}

/** The keys `T` always has (not optional). */
export type RequiredKeys<T> = { [K in keyof T]-?: Pick<T, K> extends Required<Pick<T, K>> ? K : never }[keyof T];

/** The keys of `value` that are not among `known`, in their order (the optional ones a builder's literal leaves out). */
export function keysBeyond(value: object, known: ReadonlySet<string>): string[] {
  const extras: string[] = [];
  for (const key in value) if (!known.has(key)) extras.push(key);
  return extras;
}

/** `Object.assign(to, changes)` as plain stores in `changes`' key order (the `...changes` of a spread, into a copy). */
export function storeAll<T extends object>(to: T, changes: Partial<T>): void {
  const target: Partial<T> = to;
  for (const key in changes) target[key] = changes[key];
}
