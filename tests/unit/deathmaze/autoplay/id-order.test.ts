import { describe, expect, it } from 'vitest';
import { idBefore } from '../../../../shared/rulesets/deathmaze/autoplay';

/** Ids as the game makes them (setup's "a1".., the roster's and new figures' letter and counter), and a few others. */
const MADE = [...Array.from({ length: 120 }, (_, i) => `a${i + 1}`), 'm1', 'm12', 'm2', 'b7', 'z10', 'z9'];
const OTHERS = ['A1', 'a_1', 'a-1', 'aa1', 'Å1', 'a1b', 'b', ''];

describe('the autoplayer settles ties between equally fit adventurers by id', () => {
  it('orders the ids the game makes as localeCompare does', () => {
    for (const x of MADE) for (const y of MADE) expect(idBefore(x, y), `${x} before ${y}`).toBe(x.localeCompare(y) < 0);
  });

  it('still orders any other id (a save from elsewhere) by localeCompare', () => {
    const ids = [...OTHERS, 'a1', 'a10'];
    for (const x of ids) for (const y of ids) expect(idBefore(x, y), `${x} before ${y}`).toBe(x.localeCompare(y) < 0);
  });
});
