import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo: each workspace is a project, run in parallel.
// Two workers for the Node projects and, beside them, two pages for the stories (the
// storybook project's maxWorkers, which Vitest wants equal to its group's): four at a time
// on the two cores, as before with three workers and one page. Vitest's default of cores - 1
// left the run on one worker with the CPU half idle, and the stories on one page: alone they
// took 172 s on one page, 114 s on two; the whole run 537 s, now 494 s (testing/README).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'domain/vitest.config.ts',
      'site/vitest.config.ts',
      'api/vitest.config.ts',
      'bff/vitest.config.ts',
      'tests/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
