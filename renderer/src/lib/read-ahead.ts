/**
 * How long the pointer must rest on a slot's Continue (or the keyboard's focus stay there) before main is asked to
 * read that slot ahead (issue 15): long enough that a pointer sweeping down the list asks for nothing, short enough
 * that a player's usual pause before clicking (a few hundred ms) holds the answer before the click.
 */
export const READ_AHEAD_REST_MS = 60;

/**
 * The slot the player is about to open, read ahead (issue 15): one at a time, the newest asked (main too holds only
 * the newest). Held as the promise of the read's answer, so a click that comes while the read is still on its way
 * waits for it rather than sending an ordinary open that main would queue behind that read and then read the slot
 * again. Used once.
 */
export interface ReadAhead<T> {
  /** Asks for `id` now, unless it is the one held or on its way (or `allowed` says not now). */
  ask(id: string): void;
  /** The pointer came to rest on (or the focus moved to) `id`'s button: asks once it has rested `READ_AHEAD_REST_MS`. */
  soon(id: string): void;
  /** The rest ended before it was long enough: nothing is asked. With `id`, only a rest on that slot is cancelled. */
  cancel(id?: string): void;
  /** Takes what is held (or on its way) for `id`, or null; whatever was held is let go either way. */
  take(id: string): Promise<T | null> | null;
  /** Lets go of what is held and of a rest not yet ended. */
  drop(): void;
}

/**
 * `read` asks main and resolves to its answer, or null when the slot is not read ahead (anything to repair or tell
 * the player, or a failed call): it must not reject. `allowed` is asked before each read (not while an open is on
 * its way).
 */
export function readAhead<T>(read: (id: string) => Promise<T | null>, allowed: () => boolean = () => true): ReadAhead<T> {
  let held: { id: string; answer: Promise<T | null> } | null = null;
  let resting: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;

  function ask(id: string): void {
    if (held?.id === id || !allowed()) return;
    held = { id, answer: read(id) };
  }

  function cancel(id?: string): void {
    if (!resting || (id !== undefined && resting.id !== id)) return;
    clearTimeout(resting.timer);
    resting = null;
  }

  function soon(id: string): void {
    cancel();
    const timer = setTimeout(() => {
      resting = null;
      ask(id);
    }, READ_AHEAD_REST_MS);
    resting = { id, timer };
  }

  function drop(): void {
    cancel();
    held = null;
  }

  function take(id: string): Promise<T | null> | null {
    const answer = held?.id === id ? held.answer : null;
    drop();
    return answer;
  }

  return { ask, soon, cancel, take, drop };
}
