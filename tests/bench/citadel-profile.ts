import { performance } from 'node:perf_hooks';
import { profileCitadel } from './citadel';

/**
 * Bundled entry for profiling Citadel's autoplayed expedition loop (the bench's `withBundle` builds it):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof <bundle> [expeditions]
 * Plays that many seeded expeditions (200 by default) and prints the actions taken and the time they took.
 */
const count = Number(process.argv[2] ?? 200);
const start = performance.now();
const actions = profileCitadel(count);
console.log(JSON.stringify({ expeditions: count, actions, ms: Math.round(performance.now() - start) }));
