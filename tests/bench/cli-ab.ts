import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Interleaved A/B of the CLI as a user runs it (issue 19). Not part of `npm run bench`: a tool.
 *
 *   npx tsx tests/bench/cli-ab.ts <rounds> <variant> <variant> … -- simulate --games 1000 --seed BENCH --json
 *
 * A variant is `name=DIR` (a checkout: `node DIR/electron/cli/launch.mjs`), optionally followed by `@CACHE` (its
 * MAZEWRIGHT_CLI_CACHE, so each tree keeps its own prebuilt bundle) and `:flag,flag` (node flags, e.g. V8 flags, put
 * before the launcher). Each round runs every variant once in a fresh process, the order reversed every other round
 * (ABBA…), so a drift in the machine's load falls on all alike; each run is timed by /usr/bin/time (wall, user and
 * system CPU of all threads, peak RSS) with the load average beside it, and the medians are printed at the end. Every
 * variant's first run is made before the rounds and not counted (it builds the bundle and leaves its code cache), and
 * every run's stdout is checked identical to the first variant's (same games, same report).
 */
interface Variant {
  readonly name: string;
  readonly dir: string;
  readonly cache?: string;
  readonly flags: readonly string[];
}
interface Run {
  readonly wall: number;
  readonly user: number;
  readonly system: number;
  readonly rssMb: number;
}

const dash = process.argv.indexOf('--');
if (dash < 0) throw new Error('Usage: cli-ab.ts <rounds> <name=DIR[@CACHE][:flags]> … -- <cli arguments>');
const rounds = Number(process.argv[2]);
const variants: Variant[] = process.argv.slice(3, dash).map((spec) => {
  const [name, rest] = spec.split(/=(.*)/s) as [string, string];
  const [where, flags] = rest.split(/:(.*)/s) as [string, string | undefined];
  const [dir, cache] = where.split('@') as [string, string | undefined];
  return { name, dir: path.resolve(dir), ...(cache ? { cache: path.resolve(cache) } : {}), flags: flags ? flags.split(',') : [] };
});
const cliArgs = process.argv.slice(dash + 1);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'mazewright-cli-ab-'));
const load = (): string => os.loadavg()[0]!.toFixed(1);

function runOnce(v: Variant): { run: Run; out: string } {
  const timeFile = path.join(tmp, 'time.txt');
  const result = spawnSync('/usr/bin/time', ['-o', timeFile, '-f', '%e %U %S %M', process.execPath, ...v.flags, path.join(v.dir, 'electron/cli/launch.mjs'), ...cliArgs], {
    cwd: v.dir,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { ...process.env, ...(v.cache ? { MAZEWRIGHT_CLI_CACHE: v.cache } : {}) },
  });
  if (result.status !== 0) throw new Error(`${v.name} failed (${result.status}): ${result.stderr}`);
  const [wall, user, system, rssKb] = readFileSync(timeFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) as [number, number, number, number];
  return { run: { wall, user, system, rssMb: rssKb / 1024 }, out: result.stdout };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

try {
  let expected: string | undefined;
  for (const v of variants) {
    const { out } = runOnce(v);
    expected ??= out;
    if (out !== expected) throw new Error(`${v.name}'s output differs from ${variants[0]!.name}'s.`);
  }
  const runs = new Map<string, Run[]>(variants.map((v) => [v.name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...variants].reverse() : variants;
    const line: string[] = [];
    for (const v of order) {
      const before = load();
      const { run, out } = runOnce(v);
      if (out !== expected) throw new Error(`${v.name}'s output differs in round ${round + 1}.`);
      runs.get(v.name)!.push(run);
      line.push(`${v.name} ${run.wall.toFixed(2)} s wall, ${run.user.toFixed(2)}+${run.system.toFixed(2)} s CPU, ${run.rssMb.toFixed(0)} MB (load ${before})`);
    }
    console.log(`round ${round + 1}: ${line.join('; ')}`);
  }
  for (const v of variants) {
    const rs = runs.get(v.name)!;
    console.log(`${v.name}: medians of ${rs.length}: wall ${median(rs.map((r) => r.wall)).toFixed(2)} s, user ${median(rs.map((r) => r.user)).toFixed(2)} s, system ${median(rs.map((r) => r.system)).toFixed(2)} s, user+system ${median(rs.map((r) => r.user + r.system)).toFixed(2)} s, peak RSS ${median(rs.map((r) => r.rssMb)).toFixed(0)} MB`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
