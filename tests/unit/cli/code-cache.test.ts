import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readCache, writeCache } from '../../../electron/cli/code-cache.mjs';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const loader = pathToFileURL(path.join(repo, 'electron/cli/code-cache.mjs')).href;
const run = promisify(execFile);

let dir: string;
let script: string;
/** A stand-in for the bundle: a CommonJS script that requires a built-in and answers through stdout. */
const SOURCE = "const { createHash } = require('node:crypto');\nfunction answer(n) { return createHash('sha1').update(String(n)).digest('hex').slice(0, 8); }\nconsole.log(answer(41), typeof module.exports, path());\nfunction path() { return require('node:path').basename(__filename); }\n";

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-code-cache-'));
  script = path.join(dir, 'odds-cli.js');
  await writeFile(script, SOURCE);
  await copyFile(path.join(repo, 'electron/services/odds/v8-flags.json'), path.join(dir, 'v8-flags.json'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

/** Runs the script through the loader in a fresh process, as launch.mjs does; what it printed and the cache's fate. */
async function load(): Promise<{ printed: string; state: string }> {
  const code = `import(${JSON.stringify(loader)}).then((m) => process.stderr.write(m.runBundle(${JSON.stringify(script)}, { saveCache: true })));`;
  const { stdout, stderr } = await run(process.execPath, ['-e', code]);
  return { printed: stdout, state: stderr };
}

const cacheFile = (): string => `${script}.cache`;

describe('the CLI bundle’s V8 code cache (electron/cli/code-cache.mjs)', () => {
  it('is made by the first run, taken by the next, and changes nothing the script does', async () => {
    const first = await load();
    const expected = `${createHash('sha1').update('41').digest('hex').slice(0, 8)} object odds-cli.js\n`;
    expect(first).toEqual({ printed: expected, state: 'none' });
    expect(readCache(cacheFile())).toBeDefined();
    const written = (await stat(cacheFile())).mtimeMs;
    expect(await load()).toEqual({ printed: first.printed, state: 'accepted' });
    // Taken as it is: not written again.
    expect((await stat(cacheFile())).mtimeMs).toBe(written);
  });

  it('ignores a damaged cache (no crash, same output) and writes a good one in its place', async () => {
    const clean = await load();
    const stored = await readFile(cacheFile());
    for (const damaged of [stored.subarray(0, stored.length >> 1), Buffer.from('not a cache at all'), Buffer.alloc(0), flipByte(stored, stored.length - 5)]) {
      await writeFile(cacheFile(), damaged);
      expect(readCache(cacheFile())).toBeUndefined();
      expect(await load()).toEqual({ printed: clean.printed, state: 'none' });
      expect(readCache(cacheFile())).toBeDefined();
    }
  });

  it('replaces a stale cache that V8 refuses (made from another source), with the same output', async () => {
    const clean = await load();
    writeCache(cacheFile(), new vm.Script(`(function () { ${SOURCE.replace('41', '42')}\n})`).createCachedData());
    expect(await load()).toEqual({ printed: clean.printed, state: 'rejected' });
    expect(await load()).toEqual({ printed: clean.printed, state: 'accepted' });
  });

  it('sets only the flags listed for the running V8, so another V8\'s flags print no errors', async () => {
    const clean = await load();
    const running = process.versions.v8.split('.')[0]!;
    const other = String(Number(running) + 1);
    // Another major's list: not set here, so nothing on stderr but the cache's fate, and the same output.
    await writeFile(path.join(dir, 'v8-flags.json'), JSON.stringify({ [other]: ['--no-such-v8-flag=1'] }));
    await rm(cacheFile(), { force: true });
    expect(await load()).toEqual({ printed: clean.printed, state: 'none' });
    // The same list under the running major is set, and V8 says so on stderr: what the keying keeps away.
    await writeFile(path.join(dir, 'v8-flags.json'), JSON.stringify({ [running]: ['--no-such-v8-flag=1'] }));
    await rm(cacheFile(), { force: true });
    const listed = await load();
    expect(listed.printed).toBe(clean.printed);
    expect(listed.state).toMatch(/unrecognized flag --no-such-v8-flag/);
  });

  it('runs without a cache where none can be written', async () => {
    // The cache's path is taken by a folder: writing fails quietly and every run compiles from the source.
    await rm(cacheFile(), { force: true });
    await mkdir(cacheFile());
    const first = await load();
    expect(first.state).toBe('none');
    expect(await load()).toEqual(first);
  });
});

function flipByte(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}
