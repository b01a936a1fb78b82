import { appendFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { makeDirs } from './make-dirs';

/** The plain-text log of everything the saves service had to repair, next to the slots: `<dataDir>/mazewright.log`. */
export function logFileFor(dataDir: string): string {
  return path.join(dataDir, 'mazewright.log');
}

/** Past this size the log moves to mazewright.log.1 (one old generation kept) so it cannot fill a disk. */
const MAX_LOG_BYTES = 1024 * 1024;

/**
 * Appends one stamped line per message. Logging is a courtesy to the player and to support: a log that cannot be
 * written (full disk, read-only media) must never turn a successful recovery into a failure, so errors are dropped.
 */
export async function appendLog(dataDir: string, level: 'info' | 'warn' | 'error', message: string, now: Date = new Date()): Promise<void> {
  const file = logFileFor(dataDir);
  try {
    await makeDirs(dataDir);
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > MAX_LOG_BYTES) await rename(file, `${file}.1`);
    await appendFile(file, `${now.toISOString()} ${level.toUpperCase()} ${message.replace(/\s*\n\s*/g, ' ')}\n`, 'utf8');
  } catch {
    // See above: nothing to do when even the log cannot be written.
  }
}
