import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_AHEAD_REST_MS, readAhead } from '../../../renderer/src/lib/read-ahead';

/**
 * Issue 15: the slot the player is about to open is read ahead by main when the pointer rests on (or the keyboard
 * focuses) its Continue, so the click only claims it. Under a fake clock and a fake main: a pointer sweeping the list
 * asks for nothing, a rest asks once, one read is held at a time (the newest asked), and a click while the read is
 * on its way gets that read's answer to wait for, rather than none (which would send an ordinary open that main
 * queues behind the read and then reads the slot a second time).
 */
let reads: { id: string; answer: (value: string | null) => void }[];
function fakeMain(allowed: () => boolean = () => true) {
  return readAhead<string>((id) => new Promise((resolve) => reads.push({ id, answer: resolve })), allowed);
}
const asked = () => reads.map((r) => r.id);

beforeEach(() => {
  reads = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('reading ahead the slot the player is about to open (issue 15)', () => {
  it('a pointer sweeping down the list asks main for nothing; resting on one Continue asks for that slot once', () => {
    const ahead = fakeMain();
    for (const id of ['a', 'b', 'c', 'd']) {
      ahead.soon(id);
      vi.advanceTimersByTime(READ_AHEAD_REST_MS / 3);
      ahead.cancel(id);
    }
    // Straight from one button to the next (focus moving by Tab): the first rest is replaced.
    ahead.soon('e');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS / 3);
    ahead.soon('f');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS);
    expect(asked()).toEqual(['f']);
    // The pointer leaves and comes back, or the keyboard focuses it too: the read held (or on its way) is not asked again.
    ahead.soon('f');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS * 3);
    expect(asked()).toEqual(['f']);
  });

  it('a row going away does not cancel the rest on another slot', () => {
    const ahead = fakeMain();
    ahead.soon('b');
    ahead.cancel('a');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS);
    expect(asked()).toEqual(['b']);
  });

  it('a click while the read is on its way gets that read to wait for; its answer is what the click opens', async () => {
    const ahead = fakeMain();
    ahead.soon('b');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS);
    const held = ahead.take('b');
    expect(held).not.toBeNull();
    reads[0]!.answer('b as read');
    await expect(held).resolves.toBe('b as read');
    // Used once: a second click (or a second window's turn) has nothing held.
    expect(ahead.take('b')).toBeNull();
  });

  it('one read held at a time, the newest asked: the click on another slot gets nothing, and the held one is let go', async () => {
    const ahead = fakeMain();
    ahead.ask('latest');
    ahead.soon('older');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS);
    expect(asked()).toEqual(['latest', 'older']);
    // The older answer arriving late does not bring the first read back.
    reads[0]!.answer('latest as read');
    expect(ahead.take('latest')).toBeNull();
    expect(ahead.take('older')).toBeNull();
    // Asked again after it was let go (the title screen came back): a fresh read.
    ahead.ask('latest');
    expect(asked()).toEqual(['latest', 'older', 'latest']);
  });

  it('nothing is asked while `allowed` says no (an open on its way), and a click takes the rest back', () => {
    let opening = true;
    const ahead = fakeMain(() => !opening);
    ahead.soon('a');
    vi.advanceTimersByTime(READ_AHEAD_REST_MS);
    expect(asked()).toEqual([]);
    opening = false;
    ahead.soon('a');
    expect(ahead.take('a')).toBeNull();
    vi.advanceTimersByTime(READ_AHEAD_REST_MS * 2);
    expect(asked()).toEqual([]);
  });
});
