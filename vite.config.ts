import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import vue from '@vitejs/plugin-vue';
import electron from 'vite-plugin-electron/simple';

/**
 * One Vite config for both targets. `--mode web` builds only the renderer (for the browser development host and the
 * Playwright tests); the default mode also bundles the Electron main process and the sandboxed preload.
 */
const fromRoot = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(async ({ mode }) => {
  const plugins: PluginOption[] = [vue()];
  if (mode !== 'web') {
    plugins.push(
      await electron({
        main: {
          // The Odds worker threads run odds-worker.js beside main.js (electron/services/odds/pool.ts looks there).
          entry: { main: fromRoot('./electron/main.ts'), 'odds-worker': fromRoot('./electron/services/odds/worker.ts') },
          vite: { build: { outDir: fromRoot('./dist-electron'), sourcemap: false } },
        },
        preload: {
          input: fromRoot('./electron/preload.ts'),
          // A sandboxed preload cannot load ES modules or require files: one CommonJS file with everything inlined.
          vite: {
            build: {
              outDir: fromRoot('./dist-electron'),
              sourcemap: false,
              rolldownOptions: { output: { format: 'cjs', entryFileNames: 'preload.cjs' } },
            },
          },
        },
      }),
    );
  }
  return {
    root: 'renderer',
    base: './',
    resolve: { alias: { '@shared': fromRoot('./shared') } },
    plugins,
    build: { outDir: fromRoot('./dist/renderer'), emptyOutDir: true, sourcemap: false },
    server: { host: '127.0.0.1' },
  };
});
