import { readFileSync } from 'node:fs';

/**
 * Groups a `node --cpu-prof` profile of a bundled entry (or a `.heapprofile` of `deathmaze-alloc-profile.ts`: bytes
 * allocated instead of time) by source module: the bundle (built by `bundled.ts`, not
 * minified) marks where each module starts with a `// path/to/module.ts` line, so a function's line in the bundle
 * names its module. Prints self time per module (and per function with `--functions`), largest first.
 *
 *   npx tsx tests/bench/profile-categories.ts <bundle.mjs> <profile.cpuprofile> [--functions]
 */
interface ProfileNode {
  readonly id: number;
  readonly children?: readonly number[];
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [bundlePath, profilePath] = process.argv.slice(2);
if (!bundlePath || !profilePath) throw new Error('usage: profile-categories.ts <bundle.mjs> <profile.cpuprofile> [--functions]');
const byFunction = process.argv.includes('--functions');
const starts: { line: number; module: string }[] = [];
readFileSync(bundlePath, 'utf8')
  .split('\n')
  .forEach((text, line) => {
    const m = /^\/\/ ((?:shared|node_modules|tests|electron)\/\S+\.[cm]?[jt]s)$/.exec(text);
    if (m) starts.push({ line, module: m[1]! });
  });
const moduleAt = (line: number): string => {
  let found = '(bundle head)';
  for (const s of starts) {
    if (s.line > line) break;
    found = s.module;
  }
  return found;
};

interface HeapNode {
  readonly id: number;
  readonly callFrame: ProfileNode['callFrame'];
  readonly children: readonly HeapNode[];
}
interface HeapProfile {
  readonly head: HeapNode;
  readonly samples: readonly { readonly size: number; readonly nodeId: number }[];
}

const keyOf = (frame: ProfileNode['callFrame']): string => {
  const module = frame.url.endsWith('bundle.mjs') ? moduleAt(frame.lineNumber) : frame.url ? 'node internals' : frame.functionName;
  return byFunction ? `${module} ${frame.functionName}` : module;
};

if (profilePath.endsWith('.heapprofile')) {
  const heap = JSON.parse(readFileSync(profilePath, 'utf8')) as HeapProfile;
  const frames = new Map<number, ProfileNode['callFrame']>();
  const walk = (n: HeapNode): void => {
    frames.set(n.id, n.callFrame);
    for (const c of n.children) walk(c);
  };
  walk(heap.head);
  const bytes = new Map<string, number>();
  let all = 0;
  for (const sample of heap.samples) {
    const key = keyOf(frames.get(sample.nodeId)!);
    bytes.set(key, (bytes.get(key) ?? 0) + sample.size);
    all += sample.size;
  }
  console.log(`${(all / 1e6).toFixed(0)} MB allocated (sampled, freed objects included)`);
  for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${((100 * n) / all).toFixed(1).padStart(5)} %  ${key}`);
  process.exit(0);
}

const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const totals = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const key = keyOf(nodes.get(id)!.callFrame);
  totals.set(key, (totals.get(key) ?? 0) + dt);
  all += dt;
});
const inclusiveArg = process.argv.find((a) => a.startsWith('--inclusive='));
if (inclusiveArg) {
  const names = inclusiveArg.slice('--inclusive='.length).split(',');
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const outermost = (id: number): string => {
    let found = '(other)';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = nodes.get(at)!.callFrame.functionName.replace(/\$\d+$/, '');
      if (names.includes(name)) found = name;
    }
    return found;
  };
  const inclusive = new Map<string, number>();
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    const name = outermost(id);
    inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
    sampled += profile.timeDeltas[i] ?? 0;
  });
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1])) console.log(`inclusive ${((100 * us) / sampled).toFixed(1).padStart(5)} %  ${name}`);
}
const idle = totals.get('(idle)') ?? 0;
console.log(`total ${(all / 1000).toFixed(0)} ms sampled, idle ${(idle / 1000).toFixed(0)} ms`);
for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, byFunction ? 60 : 45)) {
  console.log(`${((100 * us) / (all - idle)).toFixed(1).padStart(5)} %  ${key}`);
}
