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
    const value = uniformInt(this.generator, from, to);
    // pure-rand works on unsigned 32-bit draws, so until V8 optimizes it every result (a die's 1 to 6) comes out as a
    // boxed double of an integral value, not a small integer. Stored in a record, such a number turns the field's
    // representation from small integer to double: V8 then deprecates the record's hidden class and every function
    // that read records of the old class deoptimizes. `| 0` gives the same integer as a small integer (the ranges
    // drawn from are all small; a larger one is returned as it came).
    return value >= -0x40000000 && value < 0x40000000 ? value | 0 : value;
  }

  die(sides = 6): number {
    return this.int(1, sides);
  }

  state(): RngState {
    return [...this.generator.getState()];
  }
}
