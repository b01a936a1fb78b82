import { profileCitadel } from './citadel';

/**
 * Bundled entry for profiling Citadel's autoplayed expedition loop (the bench's `withBundle` builds it):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof <bundle> [expeditions]
 * Plays that many seeded expeditions (200 by default) and prints the actions taken.
 */
const count = Number(process.argv[2] ?? 200);
console.log(JSON.stringify({ expeditions: count, actions: profileCitadel(count) }));
