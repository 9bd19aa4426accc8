import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo: each workspace is a project, run in parallel.
export default defineConfig({
  test: {
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
