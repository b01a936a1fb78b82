/**
 * Whether the log's words are being written: events' texts, rolls' purposes and the like. The headless autoplayer
 * (`simulate`, `campaign`, the Odds view: deathmaze/odds.ts) throws every event away unread and keeps only the states,
 * so while it plays (`withoutLogWords`) the commonest words of an expedition — combat's sentences, the maze's draws and
 * placements, the moves, the monster checks and tables, treasure, encounters, negotiation and traps — are left empty:
 * the same events with the same kinds, rolls, sections and data, the same states, without the text no one reads.
 *
 * Only words are left out. Nothing in the engine reads an event's text or a roll's purpose (kills are counted from the
 * events' data); words the state keeps (an adventurer's `causeOfDeath`, which the odds read) are always written.
 */
let written = true;

/** Plays `play` with the log's words left empty (see `written`); restores the mode after, even when `play` throws. */
export function withoutLogWords<T>(play: () => T): T {
  const was = written;
  written = false;
  try {
    return play();
  } finally {
    written = was;
  }
}

/** Whether the log's words are being written now (false inside `withoutLogWords`). */
export function logWordsWritten(): boolean {
  return written;
}
