import { z } from 'zod';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../core/json-depth';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../core/names';

/** Bumped whenever the slot file's shape changes; older files are migrated on load (see the saves service). */
export const SLOT_SCHEMA_VERSION = 3;

/** The longest save slot name, in UTF-16 units (what the name fields count). */
export const SLOT_NAME_MAX = 60;

export const slotNameSchema = z
  .string()
  .trim()
  .min(1, 'A save slot needs a name.')
  .max(SLOT_NAME_MAX, `Save slot names are at most ${SLOT_NAME_MAX} characters.`)
  .refine((s) => !hasForbiddenNameCharacter(s), forbiddenNameMessage('Save slot names'));

export const slotIdSchema = z.string().regex(/^[a-z0-9-]{6,64}$/, 'Not a save slot id.');

export const slotMetaSchema = z.object({
  id: slotIdSchema,
  name: z.string(),
  rulesetId: z.string(),
  rulesetTitle: z.string(),
  seed: z.string(),
  party: z.string(),
  progress: z.string(),
  finished: z.boolean(),
  createdAt: z.string(),
  lastPlayed: z.string(),
  actionCount: z.number().int().nonnegative(),
  /**
   * The edition of its ruleset's rules the game was last saved under (Ruleset.rulesVersion; issue 16). Absent in
   * saves written before it was recorded, and for rulesets without editions; the ruleset's own reading of the state
   * (rulesVersionOf) decides when both exist.
   */
  rulesVersion: z.number().int().positive().optional(),
});
export type SlotMeta = z.infer<typeof slotMetaSchema>;

const rollRecordSchema = z.object({
  code: z.string(),
  section: z.string(),
  table: z.string(),
  purpose: z.string().optional(),
  faces: z.array(z.number().int()).readonly(),
  values: z.array(z.number().int()).readonly(),
  modifiers: z.array(z.object({ label: z.string(), value: z.number() })).readonly(),
  total: z.number(),
  result: z.string().optional(),
});

export const gameEventSchema = z
  .object({
    kind: z.string(),
    text: z.string(),
    section: z.string().optional(),
    roll: rollRecordSchema.optional(),
    tableId: z.string().optional(),
    cell: z.object({ row: z.number().int(), column: z.number().int().optional() }).optional(),
    // A log line read from disk is checked here only: its data must not nest deep enough to overflow what copies it.
    data: z
      .record(z.string(), z.unknown())
      .refine((data) => !nestsDeeperThan(data), `An event's data nests more than ${MAX_JSON_DEPTH} levels deep.`)
      .optional(),
  });

export const gameRecordSchema = z.object({
  rulesetId: z.string(),
  seed: z.string(),
  setup: z.unknown(),
  actions: z.array(z.unknown()).readonly(),
  rng: z.array(z.number().int()).length(4).readonly(),
  state: z.unknown(),
});

/**
 * One save slot as a whole: who wrote it, what it is, the game, and the log of everything that happened. This is
 * the form a `.mazewright` export carries and the form a schema-1 slot file had on disk. From schema 2 on, the data
 * directory stores it as two files: the header below in `<id>.json` and the log, one event per line, in
 * `<id>.log.jsonl` (see docs/save-format.md).
 */
export const slotFileSchema = z.object({
  schemaVersion: z.literal(SLOT_SCHEMA_VERSION),
  appVersion: z.string(),
  meta: slotMetaSchema,
  game: gameRecordSchema,
  log: z.array(gameEventSchema).readonly(),
});
export type SlotFile = z.infer<typeof slotFileSchema>;

/**
 * The small file of a schema-2 slot (`<id>.json`): everything but the log, plus how many log lines belong to this
 * save. The log file may hold more lines (an append whose header write a crash cut short); those are ignored.
 */
export const slotHeaderSchema = slotFileSchema.omit({ log: true }).extend({
  logEntries: z.number().int().nonnegative(),
  /**
   * SHA-256 (hex) of the log file's first `logEntries` lines as written, carried forward with every append. Opening
   * compares it with the file and, when they differ, checks the log against a replay of the game. Headers written
   * before it existed lack it; their log is checked against the replay on every open until the next save adds it.
   */
  logHash: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** As in the schema-3 small file (below): where the counted lines end. Only ever read from there. */
  logBytes: z.number().int().nonnegative().optional(),
});
export type SlotHeader = z.infer<typeof slotHeaderSchema>;

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * The small file of a schema-3 slot (`<id>.json`) as it is on disk: only things that do not grow with the campaign.
 * The actions live in `<id>.actions.jsonl` (one per line, appended), the log in `<id>.log.jsonl`, and the state is
 * derived: replayed from the newest state checkpoint (`<id>.at-<n>.state`) over the actions after it. The store
 * reads this and the files it names back into a whole `SlotHeader` (docs/save-format.md, "Schema 3").
 */
export const storedHeaderSchema = z.object({
  schemaVersion: z.literal(SLOT_SCHEMA_VERSION),
  appVersion: z.string(),
  meta: slotMetaSchema,
  game: gameRecordSchema.omit({ actions: true, state: true }),
  /** How many lines of the actions file belong to this save, and the SHA-256 of exactly those bytes. */
  actions: z.object({ entries: z.number().int().nonnegative(), hash: sha256Schema }),
  logEntries: z.number().int().nonnegative(),
  logHash: sha256Schema,
  /**
   * Where the counted log lines end, in bytes (issue 15): a live game's open reads the newest lines backwards from
   * here instead of counting every line from the front, and leaves the count and the hash to the check after its
   * answer. Optional, so that older readers ignore it (zod drops unknown keys) and older slots, which lack it, open
   * as before; every save writes it.
   */
  logBytes: z.number().int().nonnegative().optional(),
  /**
   * The state checkpoint the state is replayed from: after `actions` actions, the file's SHA-256 and size (the size
   * sets when the next one is due). None: replayed from the start.
   */
  checkpoint: z.object({ actions: z.number().int().nonnegative(), hash: sha256Schema, bytes: z.number().int().nonnegative() }).optional(),
});
export type StoredHeader = z.infer<typeof storedHeaderSchema>;

/** A state checkpoint file (`<id>.at-<n>.state`): the generator and the ruleset's state after `actions` actions. */
export const checkpointSchema = z.object({
  actions: z.number().int().nonnegative(),
  rng: z.array(z.number().int()).length(4).readonly(),
  state: z.unknown(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/**
 * A slot as the list shows it: readable, or a file we could not read and why.
 * - `readOnly` (readable): the slot was written by a newer Mazewright; it opens read-only and is never saved over.
 * - `id` (unreadable): the slot id the file name carries, when it is one; opening that id tries recovery.
 * - `recoverable` (unreadable): a good backup exists; opening the slot moves the damaged file aside and loads it.
 */
export type SlotListing =
  | { readonly readable: true; readonly meta: SlotMeta; readonly readOnly?: string }
  | {
      readonly readable: false;
      readonly file: string;
      readonly message: string;
      readonly id?: string;
      readonly recoverable?: boolean;
      /** The slot's name, when its newest good backup says it (the slot's own file is missing or unreadable). */
      readonly name?: string;
    };

/**
 * What the player must be told when a slot opens: it was restored from a backup (and what was lost), it was
 * repaired from a replay of its own game (nothing lost), its replay check failed but no better copy exists, or it
 * is read-only because a newer Mazewright wrote it.
 */
export interface SlotNotice {
  readonly kind: 'recovered' | 'repaired' | 'unverified' | 'read-only';
  /**
   * Set when the notice is about the rules edition: the game was replayed under the current rules ('upgraded'), or
   * its choices no longer apply under them and it is kept as saved, read-only ('outdated').
   */
  readonly rules?: 'upgraded' | 'outdated';
  /** A plain paragraph for the player: what happened, where the damaged file went, what was lost. */
  readonly message: string;
  /** Where the damaged file was moved (kept, never deleted), for 'recovered'. */
  readonly movedTo?: string;
  /** How many actions the restored copy has fewer than the damaged one, when the damaged one said. */
  readonly actionsLost?: number;
}
