import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    // Files share their worker's modules (each test builds its own app and servers): see
    // site/vitest.config.ts.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
