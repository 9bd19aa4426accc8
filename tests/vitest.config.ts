import { defineProject } from 'vitest/config';

// End-to-end journeys and repo-level checks. The journeys share one stack, started by the
// global setup; they get generous time-outs and run one file at a time, in one worker whose
// modules the files share (Playwright and the scaffolding imported once, and one Chromium
// launched for all of them: testing/stack/journey.ts).
// In a run with the other projects it goes after them, in a group of its own (a group's
// projects must share their worker count, and this one has a single worker). A second
// worker was measured no faster: the machine's two cores are already busy (testing/README.md,
// 'Where npm test's time goes').
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
    isolate: false,
    // A poll in a journey waits for the browser (a page's code, a server's answer, the service
    // worker's cache), as Playwright's own waits do, so it gets a browser's deadline, not
    // Vitest's 1 s default made for unit tests: under npm test's load, 'Minhas artes' opened
    // offline was drawn 0.6-0.9 s after its page (beside three CPU burners), and CI failed
    // there once. Where a journey can wait on the page itself, it does (locator.waitFor(),
    // waitForURL, waitForRequest).
    expect: { poll: { timeout: 10_000 } },
    sequence: { groupOrder: 1 },
  },
});
