import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { profileCitadel } from './citadel';

/**
 * Bundled entry that samples what autoplayed Citadel expeditions allocate, short-lived objects included (V8's
 * sampling heap profiler told to keep the samples the collector has freed):
 *   node <bundle> [expeditions] [out.heapprofile]
 * Warms up on 100 expeditions first; `profile-categories.ts <bundle> <out.heapprofile> --functions` groups the samples.
 */
const count = Number(process.argv[2] ?? 200);
const out = process.argv[3] ?? 'citadel.heapprofile';
profileCitadel(100);
const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
const actions = profileCitadel(count);
const { profile } = await session.post('HeapProfiler.stopSampling');
writeFileSync(out, JSON.stringify(profile));
console.log(JSON.stringify({ expeditions: count, actions, out }));
