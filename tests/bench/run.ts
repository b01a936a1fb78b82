import { importBundled } from './bundled';
import type * as EngineSuite from './engine';
import { benchEngine } from './engine';
import { benchMapFrame } from './map-frame';
import { report, type Measurement } from './measure';
import { benchSaveLoad } from './save-load';

/** The engine as the app runs it (bundled), and the one figure that differs under tsx, which `npm run cli` uses. */
async function engineSuite(): Promise<Measurement[]> {
  const bundled = await importBundled<typeof EngineSuite>('tests/bench/engine.ts');
  const shipped = bundled.benchEngine();
  const underTsx = benchEngine().find((m) => m.name.includes('whole expedition'));
  return [...shipped, ...(underTsx ? [{ ...underTsx, name: `${underTsx.name} under tsx` }] : [])];
}

/** `npm run bench`: per-operation costs on this machine. Figures, not assertions. */
const suites: [string, () => Measurement[] | Promise<Measurement[]>][] = [
  ['engine (bundled as shipped; last line: the same under tsx, as `npm run cli` runs it)', engineSuite],
  ['save-load', benchSaveLoad],
  ['map-frame', benchMapFrame],
];

console.log(`Mazewright benchmarks — Node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const [name, suite] of suites) {
  console.log(`[${name}]`);
  for (const m of await suite()) console.log(`  ${report(m)}`);
  console.log('');
}
