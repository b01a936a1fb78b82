import { xoroshiro128plusFromState, xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's full state as plain numbers, so it can live inside serialized game state. */
export type RngState = readonly number[];

/** A mutable cursor over a serialized generator state, used for the span of one reducer call. */
export class Rng {
  private generator;

  constructor(state: RngState) {
    if (!Array.isArray(state) || state.length !== 4 || !state.every((n) => Number.isInteger(n))) {
      throw new Error('RNG state must be four 32-bit integers (xoroshiro128plus).');
    }
    this.generator = xoroshiro128plusFromState(state);
  }

  static fromSeedNumber(seed: number): Rng {
    return new Rng(xoroshiro128plus(seed | 0).getState());
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.generator, from, to);
  }

  die(sides = 6): number {
    return this.int(1, sides);
  }

  state(): RngState {
    return [...this.generator.getState()];
  }
}
