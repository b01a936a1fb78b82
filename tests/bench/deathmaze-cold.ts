import { findRuleset } from '../../shared/rulesets/registry';
import { benchSeed, FOUR } from './expeditions';

/**
 * Bundled entry: the CPU time (all threads: V8's compilers and collector count) of each block of expeditions from a
 * fresh process's first one on, played as `simulate` plays them, so the cold games' cost can be seen beside the steady
 * cost:   node <bundle> [expeditions] [block]
 * Run it under the V8 flags `simulate` sets (electron/services/odds/v8-flags.json's list for the running V8, e.g. on
 * Node 20 `node --interrupt-budget=400000 --max-inlined-bytecode-size-cumulative=300 <bundle>`) to see what a
 * simulation pays.
 */
const count = Number(process.argv[2] ?? 1000);
const block = Number(process.argv[3] ?? 100);
const autoplay = findRuleset('deathmaze')?.autoplay;
if (!autoplay) throw new Error('deathmaze has no autoplayer');
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const blocks: number[] = [];
let last = cpuMs();
for (let i = 0; i < count; i++) {
  autoplay.expedition(FOUR, benchSeed(i));
  if ((i + 1) % block === 0) {
    const now = cpuMs();
    blocks.push(Math.round(((now - last) / block) * 1000) / 1000);
    last = now;
  }
}
console.log(JSON.stringify({ block, cpuMsPerExpedition: blocks }));
