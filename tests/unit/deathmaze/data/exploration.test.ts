import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { checkChestTrap, checkDoorTrap, checkForMonsters } from '../../../../shared/rulesets/deathmaze/data';
// Tolerances: 0.012 is about 4.5 standard deviations of a 1-in-6 rate over 20,000 trials.
import { expectNear } from './helpers';

const TRIALS = 20_000;

function rate(run: (rng: Rng) => boolean, seed: number): number {
  const rng = Rng.fromSeedNumber(seed);
  let hits = 0;
  for (let i = 0; i < TRIALS; i++) if (run(rng)) hits++;
  return hits / TRIALS;
}

describe('Exploration Table [5.3] odds', () => {
  it('a door is trapped on 1 (1 in 6)', () => {
    expectNear(rate((rng) => checkDoorTrap(rng).trapped, 11), 1 / 6);
  });
  it('a corridor or visited room has wandering monsters on 1', () => {
    expectNear(rate((rng) => checkForMonsters('corridor', rng).present, 12), 1 / 6);
    expectNear(rate((rng) => checkForMonsters('visitedRoom', rng).present, 13), 1 / 6);
  });
  it('a new room has a room monster on 1-3 (half the time)', () => {
    expectNear(rate((rng) => checkForMonsters('newRoom', rng).present, 14), 0.5, 0.015);
  });
  it('a Type I or J chest is trapped on 1-3', () => {
    expectNear(rate((rng) => checkChestTrap(rng).trapped, 15), 0.5, 0.015);
  });
});

describe('monster checks', () => {
  it('name the right table and log the die with its section', () => {
    const rng = Rng.fromSeedNumber(3);
    const room = checkForMonsters('newRoom', rng);
    const corridor = checkForMonsters('corridor', rng);
    expect(room.table).toBe('room');
    expect(corridor.table).toBe('wandering');
    for (const r of [room, corridor]) {
      expect(r.events).toHaveLength(1);
      expect(r.events[0]).toMatchObject({ kind: 'roll', section: '5.3' });
      const face = r.events[0]?.roll?.faces[0] ?? 0;
      expect(r.present).toBe(face <= (r.table === 'room' ? 3 : 1));
    }
  });
});
