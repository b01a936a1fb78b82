import { performance } from 'node:perf_hooks';
import { profileCitadel, profileCitadelWrapper } from './citadel';

/**
 * Bundled entry for profiling Citadel (the bench's `withBundle` builds it):
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof <bundle> [expeditions]            autoplayed expeditions (200 by default)
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof <bundle> <actions> wrapper         autoplayed actions through the game wrapper
 * Prints the actions taken and the time they took.
 */
const count = Number(process.argv[2] ?? 200);
const wrapper = process.argv[3] === 'wrapper';
const start = performance.now();
const actions = wrapper ? profileCitadelWrapper(count) : profileCitadel(count);
console.log(JSON.stringify({ [wrapper ? 'wrapperActions' : 'expeditions']: count, actions, ms: Math.round(performance.now() - start) }));
