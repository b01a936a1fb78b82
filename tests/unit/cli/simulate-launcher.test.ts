import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCache } from '../../../electron/cli/code-cache.mjs';
import { runCli } from '../../../electron/cli/run-cli';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(path.join(os.tmpdir(), 'mazewright-cli-cache-'));
});
afterAll(async () => rm(cache, { recursive: true, force: true }));

/** `npm run cli -- …` as package.json runs it (node electron/cli/launch.mjs; package.json adds a V8 flag), with the bundle kept in a folder of the test's. */
async function launched(argv: string[], cacheDir = cache, env: Record<string, string> = {}): Promise<{ out: string; err: string }> {
  const { stdout, stderr } = await run(process.execPath, ['electron/cli/launch.mjs', ...argv], { cwd: repo, env: { ...process.env, MAZEWRIGHT_CLI_CACHE: cacheDir, ...env }, maxBuffer: 1 << 24 });
  return { out: stdout, err: stderr };
}

async function inProcess(argv: string[]): Promise<string> {
  const out: string[] = [];
  const code = await runCli(argv, { out: (t) => out.push(t), err: () => undefined, env: {} });
  expect(code).toBe(0);
  return `${out.join('\n')}\n`;
}

const bundleDir = async (): Promise<string> => (JSON.parse(await readFile(path.join(cache, 'current.json'), 'utf8')) as { dir: string }).dir;

// Building the bundle and starting node take seconds on a busy machine; nothing here measures time.
describe('npm run cli -- simulate / campaign from the bundle the launcher builds', { timeout: 600_000 }, () => {
  it('reports what the TypeScript sources report, on the worker threads too, and builds the bundle once until a source changes', async () => {
    const simulate = ['simulate', '--games', '240', '--seed', 'LAUNCH', '--json'];
    const first = await launched([...simulate, '--jobs', '2']);
    expect(first.err).toBe('');
    expect(first.out).toBe(await inProcess([...simulate, '--jobs', '1']));
    const built = await bundleDir();
    // The first run left the V8 code cache beside the bundle, for the next runs (main thread and workers alike).
    const codeCache = path.join(cache, built, 'odds-cli.js.cache');
    expect(readCache(codeCache)).toBeDefined();

    const campaign = ['campaign', '--expeditions', '2', '--runs', '3', '--seed', 'LAUNCH', '--json'];
    expect((await launched(campaign)).out).toBe(await inProcess(campaign));
    expect(await bundleDir()).toBe(built);

    // A damaged cache is passed over (same answers, nothing said) and made again.
    await writeFile(codeCache, 'damaged');
    expect(await launched([...simulate, '--jobs', '2'])).toEqual(first);
    expect(readCache(codeCache)).toBeDefined();

    // A source the bundle was built from looks changed: the next run builds a new bundle, with the same answers.
    const manifestFile = path.join(cache, 'current.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { dir: string; inputs: Record<string, string> };
    expect(Object.keys(manifest.inputs)).toContain('shared/sim/tally.ts');
    manifest.inputs['shared/sim/tally.ts'] = 'changed';
    await writeFile(manifestFile, JSON.stringify(manifest));
    expect((await launched([...simulate, '--jobs', '1'])).out).toBe(first.out);
    expect(await bundleDir()).not.toBe(built);
  });

  it('starts the worker of a long enough run before the bundle is compiled, with the same report, and ends it on bad input', async () => {
    const simulate = ['simulate', '--games', '600', '--seed', 'PRESTART', '--json'];
    const timeline = { MAZEWRIGHT_SIM_TIMELINE: '1' };
    const two = await launched([...simulate, '--jobs', '2'], cache, timeline);
    expect(two.err).toMatch(/worker prestarted/);
    expect(two.err).toMatch(/worker \d+ taken \(prestarted\)/);
    expect(two.out).toBe((await launched([...simulate, '--jobs', '1'])).out);
    // A short run starts none.
    expect((await launched(['simulate', '--games', '20', '--jobs', '2', '--json'], cache, timeline)).err).not.toMatch(/prestarted/);
    // A command line the command refuses after the launcher guessed a long run: the usual message and exit code 2,
    // and the process ends (the idle worker does not keep it alive).
    const failed = await launched(['simulate', '--games', '1000', '--jobs', '2', '--ruleset', 'nosuch'], cache, timeline).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringMatching(/worker prestarted[\s\S]*simulate: /) });
  });

  it('runs every other command from the sources, and answers bad input to simulate with exit code 2', async () => {
    expect((await launched(['rulesets'])).out).toMatch(/^deathmaze\s+Deathmaze/m);
    const failed = await launched(['simulate', '--games', 'lots']).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 2, stderr: expect.stringMatching(/^simulate: --games/) });
  });

  it('runs simulate from the sources, saying why, when the bundle cannot be built', async () => {
    const file = path.join(cache, 'a-file');
    await writeFile(file, '');
    const simulate = ['simulate', '--games', '3', '--seed', 'NOBUNDLE', '--json'];
    const fallback = await launched(simulate, path.join(file, 'cache'));
    expect(fallback.err).toMatch(/Could not build the simulator's bundle, so it runs from the sources/);
    expect(fallback.out).toBe(await inProcess(simulate));
  });
  // Linux keeps a process's ru_maxrss (process.resourceUsage().maxRSS) across exec: a run started straight from a
  // large process reported that process's peak as its own (the bench's 274 MB for one game).
  it.skipIf(process.platform !== 'linux')('reports its own peak memory with --timing, not that of the process that started it', async () => {
    const ballast = Buffer.alloc(600 * 1024 * 1024, 1);
    const startedFromMb = process.memoryUsage().rss / (1024 * 1024);
    const { out } = await launched(['simulate', '--games', '1', '--jobs', '1', '--seed', 'MEMORY', '--json', '--timing']);
    const { timing } = JSON.parse(out) as { timing: { peakRssMb: number } };
    expect(startedFromMb).toBeGreaterThan(600);
    expect(timing.peakRssMb).toBeGreaterThan(10);
    expect(timing.peakRssMb).toBeLessThan(startedFromMb - 300);
    expect(ballast[ballast.length - 1]).toBe(1);
  });
});
