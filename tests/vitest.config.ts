import { defineProject } from 'vitest/config';
import { E2E_WORKERS } from '../testing/stack/workers';

// End-to-end journeys and repo-level checks, with generous time-outs. E2E_WORKERS files run
// at once, each worker on a stack of its own started by the global setup (so no file sees
// another's data change while it runs) and with one Chromium (testing/stack/journey.ts);
// the files of a worker share its modules (Playwright and the scaffolding imported once).
// In a run with the other projects it goes after them, in a group of its own (a group's
// projects must share their worker count, and this one has its own).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    globalSetup: ['../testing/stack/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    maxWorkers: E2E_WORKERS,
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
