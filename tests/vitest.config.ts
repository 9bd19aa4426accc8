import { defineProject } from 'vitest/config';

// End-to-end journeys and repo-level checks. The journeys share one stack, started by the
// global setup; they get generous time-outs and run one file at a time.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['../testing/stack/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
