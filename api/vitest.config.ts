import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../testing/database/global-setup.ts'],
    setupFiles: ['../testing/api/setup.ts'],
    // scrypt at N = 2^14 instead of production's 2^17 (see testing/api/setup.ts); child
    // processes the tests start inherit it.
    env: { PASSWORD_HASH_COST: '14' },
    // Files share a worker's modules instead of importing the whole API again each (import
    // time was two thirds of the project's time). Safe because nothing here keeps state per
    // module: caches are keyed by database, and setup.ts resets the hashing pool per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
