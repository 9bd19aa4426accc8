import { defineProject } from 'vitest/config';

// 30 s per test, as api/ and bff/: some checks here are exhaustive (every template in every
// size drawn, colour pairs by the hundred, property runs by the hundred) and CPU-bound. The
// logo check takes 0.9 s alone on the two-core machine, 4.7 s in a green CI run (npm test's
// load: the cores shared with the browsers) against Vitest's 5 s default, and four such
// checks timed out in a run with more load beside it.
export default defineProject({
  test: {
    name: 'domain',
    // Files share their worker's modules (pure functions, no state): see site/vitest.config.ts.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
