import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // scrypt at N = 2^14 instead of production's 2^17 (see src/test/setup.ts); child
    // processes the tests start inherit it.
    env: { PASSWORD_HASH_COST: '14' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
