import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import vue from '@vitejs/plugin-vue';
import electron from 'vite-plugin-electron/simple';

/**
 * One Vite config for both targets. `--mode web` builds only the renderer (for the browser development host and the
 * Playwright tests); the default mode also bundles the Electron main process and the sandboxed preload.
 */
export default defineConfig(async ({ mode }) => {
  const plugins: PluginOption[] = [vue()];
  if (mode !== 'web') {
    plugins.push(
      await electron({
        main: {
          entry: 'electron/main.ts',
          vite: { build: { outDir: 'dist-electron', sourcemap: false } },
        },
        preload: {
          input: 'electron/preload.ts',
          // A sandboxed preload cannot load ES modules or require files: one CommonJS file with everything inlined.
          vite: {
            build: {
              outDir: 'dist-electron',
              sourcemap: false,
              rolldownOptions: { output: { format: 'cjs', entryFileNames: 'preload.cjs', inlineDynamicImports: true } },
            },
          },
        },
      }),
    );
  }
  return {
    root: 'renderer',
    base: './',
    resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
    plugins,
    build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: false },
    server: { host: '127.0.0.1' },
  };
});
