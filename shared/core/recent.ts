/**
 * Answers kept for the few objects most recently stored, found by identity: a memo for values worked out from
 * immutable data that is asked about again and again while it is current (a game's latest maze), then never again.
 *
 * A WeakMap does the same job, but every new key costs an insertion into a table the garbage collector has to walk,
 * and a game makes a new maze at every step; here the oldest entry is simply overwritten. Holds at most `size` keys.
 */
export class RecentMemo<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The answer stored for `key`, looking at the newest entries first. */
  get(key: K): V | undefined {
    const keys = this.keys;
    let i = this.next;
    for (let n = 0; n < keys.length; n++) {
      i = i === 0 ? keys.length - 1 : i - 1;
      if (keys[i] === key) return this.values[i];
    }
    return undefined;
  }

  /** Stores an answer (the oldest entry makes room); a key stored again is found with its newest answer. */
  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
  }
}
