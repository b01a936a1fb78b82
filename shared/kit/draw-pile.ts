import type { Rng } from '../core/rng';

/**
 * Drawing tiles without replacement from a cup or pile (Deathmaze [5.2]'s two cups, Citadel of Blood 5.0 A's one
 * pile): within one search a tile drawn and thrown back is not drawn again (it would be thrown back again; Deathmaze
 * ruling 5.25-a), so the search takes from the tiles not yet tried.
 */

/** A uniform pick among `length` things (0 to length - 1): one die roll of the generator. */
export function pickIndex(rng: Rng, length: number): number {
  return rng.int(0, length - 1);
}

/**
 * The tiles of a pile not yet drawn in one search, in pile order. Most searches end with the first tile drawn, so the
 * pile is copied only when a second tile is drawn from it.
 */
export class Untried<T> {
  private left: T[] | undefined;
  private firstTaken = -1;

  constructor(private readonly pool: readonly T[]) {}

  get length(): number {
    if (this.left !== undefined) return this.left.length;
    return this.firstTaken < 0 ? this.pool.length : this.pool.length - 1;
  }

  /** Takes the tile at `index` of those left (as `splice(index, 1)` on a copy of the pile would). */
  take(index: number): T {
    if (this.left === undefined) {
      if (this.firstTaken < 0) {
        this.firstTaken = index;
        return this.pool[index] as T;
      }
      this.left = this.pool.toSpliced(this.firstTaken, 1);
    }
    return this.left.splice(index, 1)[0] as T;
  }
}
