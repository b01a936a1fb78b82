import { performance } from 'node:perf_hooks';
import { findRuleset } from '../../shared/rulesets/registry';
import { benchSeed, FOUR } from './expeditions';

/**
 * Bundled entry for profiling Deathmaze expeditions the way `simulate` plays them (the ruleset's autoplayer through
 * the `Ruleset` contract, one seeded expedition per game):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof <bundle> [expeditions]
 * `tests/bench/profile-categories.ts` then groups the profile's self time by source module.
 */
const count = Number(process.argv[2] ?? 3000);
const autoplay = findRuleset('deathmaze')?.autoplay;
if (!autoplay) throw new Error('deathmaze has no autoplayer');
const start = performance.now();
let actions = 0;
for (let i = 0; i < count; i++) actions += autoplay.expedition(FOUR, benchSeed(i)).actions;
console.log(JSON.stringify({ expeditions: count, actions, ms: Math.round(performance.now() - start) }));
