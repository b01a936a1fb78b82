import { findRuleset } from '../../shared/rulesets/registry';
import { benchSeed, FOUR } from './expeditions';

/**
 * Bundled entry of `inprocess-ab.ts` (copied into the older tree): plays expeditions as `simulate` does, the ruleset's
 * autoplayer through the `Ruleset` contract, from the `from`-th bench seed on. Uses only modules older trees have.
 */
const autoplay = findRuleset('deathmaze')?.autoplay;
if (!autoplay) throw new Error('deathmaze has no autoplayer');
const player = autoplay;

export function play(from: number, count: number): void {
  for (let i = from; i < from + count; i++) player.expedition(FOUR, benchSeed(i));
}
