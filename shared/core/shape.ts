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

/** Whether a record has no key of its own, found without listing its keys (most such records are empty). */
export function isEmptyRecord(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return false;
  return true;
}
