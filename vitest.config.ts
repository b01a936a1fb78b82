import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'shared/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Says once, up front, when the cross-checks against the rule texts beside the repository are skipped and why.
    globalSetup: ['tests/support/rule-texts-location.ts'],
  },
});
