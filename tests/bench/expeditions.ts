import { chooseAction } from '../../shared/rulesets/deathmaze/autoplay';
import { playExpedition } from '../../shared/rulesets/deathmaze/game';

/** The party every engine benchmark plays: the rulebook's suggested four [3.2]. */
export const FOUR = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] };

/** The seed of the n-th benchmark expedition ("SIM0-0042"): a different maze each time, the same ones each run. */
export function benchSeed(n: number): string {
  return `SIM${String(n % 100000).padStart(5, '0')}`.replace(/(.{4})/, '$1-').slice(0, 9);
}

/** One complete autoplayed expedition, as `simulate` plays them. */
export function playBenchExpedition(n: number): void {
  playExpedition(FOUR, benchSeed(n), (s) => chooseAction(s));
}
