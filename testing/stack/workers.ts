/**
 * How many journey files run at once (tests/vitest.config.ts), each worker on a stack of its
 * own (global-setup.ts starts as many). Two for a two-core machine: the journeys run after
 * every other project, and one of them, mostly waiting on a browser and a server, left a
 * core idle.
 */
export const E2E_WORKERS = 2;
