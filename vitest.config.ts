import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The renderer's own modules import the shared code as '@shared/…' (vite.config.ts); pure ones are unit-tested too.
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Limits catch a hang, never slowness: on a loaded machine (2 cores, many processes) a test that passes in
    // seconds alone can take minutes, and must still pass.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
    // Says once, up front, when the cross-checks against the rule texts beside the repository are skipped and why.
    globalSetup: ['tests/support/rule-texts-location.ts'],
  },
});
