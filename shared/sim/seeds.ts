import { Rng } from '../core/rng';
import { seedFromInts } from '../core/seed';

/**
 * Game i's seed: drawn from a generator seeded by the run's seed text and i, so any game can be replayed alone and a
 * run's games are the same however many workers share them out.
 */
export function gameSeed(runSeed: string, index: number): string {
  let h = 0x811c9dc5;
  for (const ch of `${runSeed}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  const rng = Rng.fromSeedNumber(h);
  return seedFromInts((max) => rng.int(0, max - 1));
}
