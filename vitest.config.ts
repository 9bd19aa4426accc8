import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo: each workspace is a project, run in parallel.
// Three workers although the machine has two cores: most files spend their time waiting
// (for a browser, a spawned stack, a database file), and Vitest's default of cores - 1
// left the run on one worker with the CPU half idle.
export default defineConfig({
  test: {
    maxWorkers: 3,
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
