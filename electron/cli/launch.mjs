// `npm run cli`. `simulate` and `campaign` run from a bundle of their code (odds-cli.ts: odds-main.ts on the main thread,
// the odds worker in worker threads) that this launcher builds with Vite on first use and keeps under
// node_modules/.cache/mazewright-cli/: under tsx a short run spent most of its time compiling TypeScript, loading tsx
// again in every worker thread, and running code that tsx wraps (a getter per cross-module call). The bundle is one
// CommonJS script run by code-cache.mjs with a V8 code cache beside it (made by the first run after a build), so later
// runs skip compiling it. The bundle is rebuilt when any file it was built from changes (their sizes and modification
// times are recorded with it). Every other command runs under tsx, as before: they read files beside their own modules
// (package.json, the PDF fonts), which a bundle elsewhere would not find.
// MAZEWRIGHT_CLI_TSX=1 runs simulate and campaign under tsx too (to debug them from their sources);
// MAZEWRIGHT_CLI_CACHE=DIR keeps the bundle in DIR instead (tests).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

const launchedAt = performance.timeOrigin + performance.now();
const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = process.env.MAZEWRIGHT_CLI_CACHE || path.join(root, 'node_modules', '.cache', 'mazewright-cli');
const manifestFile = path.join(cacheDir, 'current.json');
const BUNDLED_COMMANDS = new Set(['simulate', 'campaign']);
/**
 * Besides the modules themselves: the launcher (it holds the build's options), the loader copied beside the bundle, and
 * the lockfile (bundled packages).
 */
const ALSO_DEPENDS_ON = ['electron/cli/launch.mjs', 'electron/cli/code-cache.mjs', 'package-lock.json'];
/** Copied beside the bundle: its loader, and the V8 flags the loader sets before compiling (v8-flags.ts has why). */
const BESIDE_THE_BUNDLE = ['electron/cli/code-cache.mjs', 'electron/services/odds/v8-flags.json'];

const command = process.argv[2];
const bundle = command !== undefined && BUNDLED_COMMANDS.has(command) && process.env.MAZEWRIGHT_CLI_TSX !== '1' ? await bundleDir() : undefined;
if (bundle) {
  const foundAt = performance.timeOrigin + performance.now();
  const { mark, runBundle } = await import(pathToFileURL(path.join(bundle, 'code-cache.mjs')).href);
  // MAZEWRIGHT_SIM_TIMELINE=1: node's own start (its time origin), this launcher's, and the bundle found fresh.
  mark('process started', performance.timeOrigin);
  mark('launcher started', launchedAt);
  mark('bundle found', foundAt);
  // A run that will take a worker gets it started now, to compile the bundle on another core while this thread does
  // (electron/services/odds/prestart.mjs has why; the pool takes it, or ends it if the run turns out not to want it).
  const { prestart, runSize, wantsWorker } = await import(pathToFileURL(path.join(root, 'electron/services/odds/prestart.mjs')).href);
  const size = runSize(process.argv.slice(2));
  if (size && wantsWorker(size)) {
    prestart(path.join(bundle, 'odds-worker.js'));
    mark('worker prestarted');
  }
  runBundle(path.join(bundle, 'odds-cli.js'), { saveCache: true });
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'electron/cli/main.ts')).href);
}

/** The bundle's folder, built if need be; undefined (run from the sources) when it cannot be built, e.g. no write access. */
async function bundleDir() {
  try {
    return freshBundle() ?? (await buildBundle());
  } catch (error) {
    process.stderr.write(`(Could not build the simulator's bundle, so it runs from the sources, more slowly: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})\n`);
    return undefined;
  }
}

/**
 * A file's size and modification time, or null when it is gone; "changed" when it was modified between `since` and
 * now (a time in the future, from a skewed clock or an archive, is kept as it is, or every run would rebuild).
 */
function signature(file, since = Infinity) {
  try {
    const s = statSync(path.join(root, file));
    return s.mtimeMs >= since && s.mtimeMs <= Date.now() ? 'changed' : `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

/** The bundle's folder when the manifest's every input is unchanged; undefined when there is none or it is stale. */
function freshBundle() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
  for (const [file, sig] of Object.entries(manifest.inputs)) if (signature(file) !== sig) return undefined;
  return path.join(cacheDir, manifest.dir);
}

/**
 * Builds the bundle into a folder of its own and then points the manifest at it (written whole and renamed into
 * place), so two CLIs starting at once each get a complete bundle, and a run still going keeps its own folder.
 */
async function buildBundle() {
  // Said on a terminal only: a program reading stderr (or --json's consumer) gets nothing it did not ask for.
  if (process.stderr.isTTY) process.stderr.write('Building the simulator for this checkout (once, until its sources change)…\n');
  mkdirSync(cacheDir, { recursive: true });
  const { build } = await import('vite');
  const started = Date.now();
  const name = `bundle-${started.toString(36)}-${randomBytes(4).toString('hex')}`;
  const outDir = path.join(cacheDir, name);
  const result = await build({
    configFile: false,
    // Errors still throw (and the CLI exits 1 with them); warnings would only clutter a run's output.
    logLevel: 'error',
    root,
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      // One CommonJS script, dynamic imports inlined: vm.Script (code-cache.mjs) compiles a script, not ES modules.
      rolldownOptions: {
        input: { 'odds-cli': path.join(root, 'electron/cli/odds-cli.ts') },
        // charset 'ascii': non-ASCII characters written as escapes (the same strings, regexps and names; tagged
        // templates' raw text is left as it is), and no JSDoc comments (which would keep theirs, and are a fifth of
        // the text to read and parse), so the loader can read the bundle as Latin-1 (code-cache.mjs). Licences stay.
        output: { format: 'cjs', entryFileNames: '[name].js', codeSplitting: false, charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } },
      },
    },
    ssr: { noExternal: true },
  });
  // The folder's own files (the loader, the worker's stub) are ES modules whatever package.json files lie above
  // node_modules/.cache; odds-cli.js is never loaded as a module but compiled by the loader.
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  for (const file of BESIDE_THE_BUNDLE) copyFileSync(path.join(root, file), path.join(outDir, path.basename(file)));
  // odds-worker.js is the name pool.ts looks for beside the running script (as in the app's dist-electron/).
  writeFileSync(path.join(outDir, 'odds-worker.js'), "import { fileURLToPath } from 'node:url';\nimport { runBundle } from './code-cache.mjs';\n\nrunBundle(fileURLToPath(new URL('./odds-cli.js', import.meta.url)));\n");
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const modules = new Set(ALSO_DEPENDS_ON);
  for (const chunk of outputs) {
    for (const id of chunk.moduleIds ?? []) {
      const file = path.relative(root, id.split('?')[0]);
      if (!id.startsWith('\0') && !file.startsWith('..') && !path.isAbsolute(file)) modules.add(file.split(path.sep).join('/'));
    }
  }
  // A source saved while the build read it may not be in the bundle: it is recorded as changed, so the next run rebuilds.
  const inputs = Object.fromEntries([...modules].sort().map((file) => [file, signature(file, started - 2000)]));
  const temp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ dir: name, inputs }));
  renameSync(temp, manifestFile);
  pruneOldBundles(name);
  return outDir;
}

/** Removes bundles other than `keep` that are over an hour old (a run started from one has long finished). */
function pruneOldBundles(keep) {
  const hourAgo = Date.now() - 3600_000;
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep || !entry.name.startsWith('bundle-')) continue;
    const dir = path.join(cacheDir, entry.name);
    if (statSync(dir).mtimeMs < hourAgo) rmSync(dir, { recursive: true, force: true });
  }
}

