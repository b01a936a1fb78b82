import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { findRuleset } from '../../shared/rulesets/registry';
import { benchSeed, FOUR } from './expeditions';

/**
 * Bundled entry that samples what Deathmaze expeditions allocate, short-lived objects included (V8's sampling heap
 * profiler told to keep the samples the collector has freed), the way `simulate` plays them:
 *   node <bundle> [expeditions] [out.heapprofile]
 * Warms up on 300 expeditions first; `profile-categories.ts --heap` groups the samples by source module.
 */
const count = Number(process.argv[2] ?? 500);
const out = process.argv[3] ?? 'deathmaze.heapprofile';
const autoplay = findRuleset('deathmaze')?.autoplay;
if (!autoplay) throw new Error('deathmaze has no autoplayer');
for (let i = 0; i < 300; i++) autoplay.expedition(FOUR, benchSeed(100000 - 1 - i));
const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
let actions = 0;
for (let i = 0; i < count; i++) actions += autoplay.expedition(FOUR, benchSeed(i)).actions;
const { profile } = await session.post('HeapProfiler.stopSampling');
writeFileSync(out, JSON.stringify(profile));
console.log(JSON.stringify({ expeditions: count, actions, out }));
