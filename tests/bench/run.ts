import { benchEngine } from './engine';
import { benchMapFrame } from './map-frame';
import { report, type Measurement } from './measure';
import { benchSaveLoad } from './save-load';

/** `npm run bench`: per-operation costs on this machine. Figures, not assertions. */
const suites: [string, () => Measurement[] | Promise<Measurement[]>][] = [
  ['engine', benchEngine],
  ['save-load', benchSaveLoad],
  ['map-frame', benchMapFrame],
];

console.log(`Mazewright benchmarks — Node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const [name, suite] of suites) {
  console.log(`[${name}]`);
  for (const m of await suite()) console.log(`  ${report(m)}`);
  console.log('');
}
