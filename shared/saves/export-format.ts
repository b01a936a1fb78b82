import { z } from 'zod';

/**
 * The portable one-slot file (`.mazewright`): a small JSON envelope around an ordinary slot file, so an export can
 * be checked before anything is written and read by any later version. Documented in docs/save-format.md.
 */
export const EXPORT_FORMAT_TAG = 'mazewright-slot';
/** Bumped only when the envelope changes; the slot inside carries its own schemaVersion. */
export const EXPORT_FORMAT_VERSION = 1;
export const EXPORT_FILE_EXTENSION = '.mazewright';
/** A campaign with a huge log is a few megabytes; anything near this is not one of ours. */
export const EXPORT_MAX_BYTES = 64 * 1024 * 1024;

export const exportEnvelopeSchema = z.object({
  format: z.literal(EXPORT_FORMAT_TAG),
  formatVersion: z.number().int().positive(),
  exportedAt: z.string(),
  appVersion: z.string(),
  /** The slot file exactly as the data directory holds it; validated (and migrated) on its own. */
  slot: z.record(z.string(), z.unknown()),
});
export type ExportEnvelope = z.infer<typeof exportEnvelopeSchema>;
