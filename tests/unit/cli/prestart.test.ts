import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runSize, wantsWorker } from '../../../electron/services/odds/prestart.mjs';

const cores = os.availableParallelism();

describe('the launcher’s guess of a run’s size, before the bundle is compiled', () => {
  it('reads --games, --runs and --jobs as the commands do, with their defaults', () => {
    expect(runSize(['simulate', '--games', '1000', '--jobs', '2', '--seed', 'S', '--json'])).toEqual({ games: 1000, jobs: 2 });
    expect(runSize(['simulate', '--games=2000', '--party', 'hero,thief', '--advanced'])).toEqual({ games: 2000, jobs: cores });
    expect(runSize(['simulate'])).toEqual({ games: 100, jobs: cores });
    expect(runSize(['campaign', '--expeditions', '3', '--runs', '4000', '--jobs=3'])).toEqual({ games: 4000, jobs: 3 });
    expect(runSize(['campaign', '--expeditions', '3'])).toEqual({ games: 1, jobs: cores });
  });

  it('makes no guess for other commands or a command line the command will refuse', () => {
    expect(runSize(['rulesets'])).toBeUndefined();
    expect(runSize([])).toBeUndefined();
    expect(runSize(['simulate', '--games', 'lots'])).toBeUndefined();
    expect(runSize(['simulate', '--games'])).toBeUndefined();
    expect(runSize(['simulate', 'extra'])).toBeUndefined();
  });

  it('starts a worker only for a run the pool gives a second thread (500 games a thread at least)', () => {
    expect(wantsWorker({ games: 1000, jobs: 2 })).toBe(true);
    expect(wantsWorker({ games: 501, jobs: 8 })).toBe(true);
    expect(wantsWorker({ games: 500, jobs: 8 })).toBe(false);
    expect(wantsWorker({ games: 100_000, jobs: 1 })).toBe(false);
  });
});
