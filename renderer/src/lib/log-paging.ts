/**
 * When the roll log fetches the page of entries before the ones it holds. The log is drawn newest first, so the
 * oldest entry loaded is its last row: once the rows drawn (the virtualizer's, overscan included) come within
 * `FETCH_AHEAD` rows of it, the next page is asked for, and it has usually arrived before the player scrolls there.
 */
export const FETCH_AHEAD = 20;

/**
 * Whether the log should fetch older entries: `lastDrawn` is the index of the last row drawn (undefined when none),
 * `rows` how many rows the list has (after filtering), `logStart` the index of the oldest entry loaded.
 */
export function wantsEarlierPage(lastDrawn: number | undefined, rows: number, logStart: number): boolean {
  if (logStart <= 0 || lastDrawn === undefined) return false;
  return lastDrawn >= rows - 1 - FETCH_AHEAD;
}
