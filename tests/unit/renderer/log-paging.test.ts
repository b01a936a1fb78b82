import { describe, expect, it } from 'vitest';
import { FETCH_AHEAD, wantsEarlierPage } from '../../../renderer/src/lib/log-paging';

describe('when the roll log fetches older entries as the player scrolls', () => {
  const rows = 100;

  it('does not fetch while the rows drawn are far from the oldest entry loaded (the first screen of an open)', () => {
    expect(wantsEarlierPage(19, rows, 1_100)).toBe(false);
    expect(wantsEarlierPage(rows - 2 - FETCH_AHEAD, rows, 1_100)).toBe(false);
  });

  it('fetches once the rows drawn come within FETCH_AHEAD rows of the oldest entry loaded, and at the very end', () => {
    expect(wantsEarlierPage(rows - 1 - FETCH_AHEAD, rows, 1_100)).toBe(true);
    expect(wantsEarlierPage(rows - 1, rows, 1_100)).toBe(true);
  });

  it('never fetches when the log is loaded from its first entry, or nothing is drawn', () => {
    expect(wantsEarlierPage(rows - 1, rows, 0)).toBe(false);
    expect(wantsEarlierPage(undefined, 0, 1_100)).toBe(false);
  });

  it('fetches for a short filtered list whose last row is drawn (the older entries may hold more of that kind)', () => {
    expect(wantsEarlierPage(2, 3, 500)).toBe(true);
  });
});
