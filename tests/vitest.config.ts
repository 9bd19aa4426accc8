import { defineProject } from 'vitest/config';

// End-to-end journeys and repo-level checks. Journeys start the whole stack, so they get
// generous time-outs and run one file at a time.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['fixtures/**', 'node_modules/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
