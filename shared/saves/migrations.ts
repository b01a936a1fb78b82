/**
 * The chain that lifts an old slot file to the current schema, one version at a time. Each step takes the plain
 * JSON object of version n and returns the object of version n + 1 (the chain stamps the new schemaVersion).
 * Steps work on untyped JSON because an old file by definition does not match today's types; the full schema
 * check runs after the chain, so a step only has to move data, not validate it.
 *
 * When the slot shape changes: bump SLOT_SCHEMA_VERSION, add the step from the old version here, and add a folder
 * of fixtures written by the released version to tests/fixtures/saves/v<old>/ (they must keep loading forever).
 */
export type SlotMigration = (old: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Steps keyed by the version they start from.
 * 1 → 2: schema 2 moves the log out of the slot file into `<id>.log.jsonl`. That is a change of storage, not of
 * data: the whole slot (header and log, as an export carries it) keeps its shape, and the store writes the two
 * files on the next save. So the step only moves the version.
 * 2 → 3: schema 3 moves the actions out of the small file into `<id>.actions.jsonl` and stops storing the state
 * (it is replayed from a checkpoint), so that a save's cost does not grow with the campaign (issue 18). Again a
 * change of storage only: the whole slot keeps its shape (an export still carries actions and state inline), a
 * schema-2 small file reads as today's header, and the store writes it as schema 3 on its next save.
 */
export const slotMigrations: ReadonlyMap<number, SlotMigration> = new Map<number, SlotMigration>([
  [1, (old) => ({ ...old })],
  [2, (old) => ({ ...old })],
]);

export type MigrationResult =
  | { readonly ok: true; readonly data: Record<string, unknown>; readonly from: number }
  | { readonly ok: false; readonly reason: 'newer'; readonly version: number }
  | { readonly ok: false; readonly reason: 'no-path'; readonly version: number };

/**
 * Runs the chain from the file's schemaVersion up to `target`. A version above the target is a newer app's file
 * (read-only here); a version with no step is one no release ever wrote. A missing or non-integer version is
 * passed through untouched so the schema check reports it as damage with the field's path.
 */
export function migrateSlotData(
  raw: Readonly<Record<string, unknown>>,
  target: number,
  steps: ReadonlyMap<number, SlotMigration> = slotMigrations,
): MigrationResult {
  const version = raw['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version)) return { ok: true, data: { ...raw }, from: target };
  if (version > target) return { ok: false, reason: 'newer', version };
  let current: Record<string, unknown> = { ...raw };
  for (let at = version; at < target; at++) {
    const step = steps.get(at);
    if (!step) return { ok: false, reason: 'no-path', version };
    current = { ...step(current), schemaVersion: at + 1 };
  }
  return { ok: true, data: current, from: version };
}
