import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Imports `entry` (a path from the repository root) bundled into one ES module by Vite, as the app ships the rules
 * package inside its main and renderer bundles. Under tsx every cross-module call goes through a getter and every
 * function is wrapped for its name, which nearly doubles the engine's cost; the bundle is what players run.
 */
export async function importBundled<T>(entry: string): Promise<T> {
  return withBundle(entry, async (file) => (await import(pathToFileURL(file).href)) as T);
}

/** Bundles `entry` as importBundled does and hands the bundle's path to `use` (a worker can run it), then removes it. */
export async function withBundle<T>(entry: string, use: (file: string) => Promise<T>): Promise<T> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'mazewright-bench-'));
  try {
    await bundleEntry(root, entry, outDir);
    return await use(path.join(outDir, 'bundle.mjs'));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Bundles `entry` (a path from `tree`, which may be another checkout, as the A/B bench's older tree is) into
 * `outDir/bundle.mjs` as one ES module with everything inlined, the way the app ships the rules package.
 */
export async function bundleEntry(tree: string, entry: string, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: tree,
    build: {
      ssr: path.join(tree, entry),
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { format: 'es', entryFileNames: 'bundle.mjs' } },
    },
    ssr: { noExternal: true },
  });
  return path.join(outDir, 'bundle.mjs');
}
