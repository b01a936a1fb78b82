// Runs the CLI's simulator bundle (odds-cli.js, a CommonJS script that launch.mjs builds) with a V8 code cache kept
// beside it, on the main thread (launch.mjs) and in every odds worker (the odds-worker.js stub the build writes).
//
// Why: a fresh process compiled the 1.2 MB bundle (parsing, then bytecode for each function on its first call) before
// and during its first games. V8 can save the bytecode of every function compiled so far (`createCachedData`) and take
// it back in the next process instead of compiling; the cache is written at the end of the first run after a build, so
// it holds the functions a simulation ran, not only the top level. Measured on the shared 2-core machine (load average
// 19–24, main-thread CPU time, 3 rounds run side by side): `simulate --games 1` 413 ms with the cache against 437 ms for
// the ES-module bundle, `--games 100` 1,023 against 1,063 ms; with a cache made after 300 games, 400 and 957 ms
// (docs/performance.md, "Start-up"). Small, but it is start-up that every run pays.
//
// V8 checks a cache itself (its version, the source's length, the flags it was made under) and refuses a stale one, which
// is then made afresh. A damaged file could pass those checks, so the cache is stored behind a SHA-256 of its bytes and
// ignored when they do not match. Neither case changes what the simulation does: a cache holds bytecode the same V8
// would have compiled from the same source.
import { Buffer, isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

const DIGEST_BYTES = 32;

/**
 * `MAZEWRIGHT_SIM_TIMELINE=1`: the loader's steps as lines of the simulation's timeline (the same format as
 * electron/services/odds/timeline.ts, which the bundle uses; this file is plain JavaScript outside the bundle).
 * `at` is a time since the epoch in ms (default now); the thread's time on a CPU is the scheduler's (Linux).
 */
export function mark(what, at = performance.timeOrigin + performance.now()) {
  if (process.env.MAZEWRIGHT_SIM_TIMELINE !== '1') return;
  let cpu = Number.NaN;
  try {
    cpu = Math.round(Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e5) / 10;
  } catch {
    // Not Linux: the line still has its time.
  }
  process.stderr.write(`timeline ${threadId} ${at.toFixed(1)} ${cpu} ${what}\n`);
}

/** The cache's bytes when its digest matches them; undefined when it is missing, short or damaged. */
export function readCache(file) {
  let stored;
  try {
    stored = readFileSync(file);
  } catch {
    return undefined;
  }
  if (stored.length <= DIGEST_BYTES) return undefined;
  const data = stored.subarray(DIGEST_BYTES);
  return createHash('sha256').update(data).digest().equals(stored.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/** Writes the cache whole and renames it into place, so a process starting meanwhile reads the old file or the new. */
export function writeCache(file, data) {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, Buffer.concat([createHash('sha256').update(data).digest(), data]));
    renameSync(temp, file);
  } catch {
    // A read-only folder or a full disk: the next run compiles from the source, as it would without a cache.
    rmSync(temp, { force: true });
  }
}

/**
 * The bundle's text. Read as UTF-8, a script with any non-ASCII character becomes a two-byte string, and decoding it
 * costs each thread a few times what a copy does; the launcher builds the bundle ASCII (rolldown's charset 'ascii'),
 * so it is read as Latin-1 (one byte a character, the same string for ASCII). Checked, not assumed: a bundle with any
 * byte above 127 left (a tagged template's raw text, which the build does not escape) is read as UTF-8.
 */
export function readSource(file) {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

/**
 * Runs `file` as a CommonJS module with its code cache (`file` + ".cache"). The V8 flags the simulation runs under
 * (v8-flags.json's list for this V8, copied beside the bundle from electron/services/odds/) are set first: V8 takes a cache only under the
 * flags it was made with, and the simulation sets them anyway before its first game. With `saveCache`, a missing or
 * refused cache is written when the process exits (the main thread; workers only read it). Returns what became of the
 * cache: "none", "accepted" or "rejected".
 */
export function runBundle(file, { saveCache = false } = {}) {
  const dir = path.dirname(file);
  // Keyed by V8's major version, as v8-flags.ts reads it (it has why): a V8 without an entry keeps its defaults.
  const byMajor = JSON.parse(readFileSync(path.join(dir, 'v8-flags.json'), 'utf8'));
  const major = process.versions.v8.split('.')[0];
  for (const flag of Object.hasOwn(byMajor, major) ? byMajor[major] : []) setFlagsFromString(flag);
  const cacheFile = `${file}.cache`;
  const cachedData = readCache(cacheFile);
  // The same wrapper Node puts around a CommonJS module, so the bundle sees require, module and __filename as usual.
  const wrapped = `(function (exports, require, module, __filename, __dirname) { ${readSource(file)}\n})`;
  const script = new vm.Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const state = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted';
  mark(`bundle compiled (code cache ${state})`);
  if (saveCache && state !== 'accepted') process.once('exit', () => writeCache(cacheFile, script.createCachedData()));
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dir);
  mark('bundle evaluated');
  return state;
}
