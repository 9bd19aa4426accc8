import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { sharedStack } from './stack';

/**
 * The worker's Chromium: the journey files of a worker share its modules (tests/vitest.config.ts,
 * `isolate: false`), so one browser serves them all instead of a launch and a close per
 * file. Launched again if it went away.
 *
 * It is closed before the worker goes: Chromium runs in a process group of its own, so it
 * would outlive a worker that Vitest ends with SIGTERM and, 500 ms later, SIGKILL. Playwright's
 * own SIGTERM handler only starts a close, so here the close is awaited, then the signal
 * ends the worker. (A worker that ends by itself has its browser killed by Playwright's exit handler.)
 */
let chromium: Promise<Browser> | undefined;
let closesOnSigterm = false;
function workerChromium(): Promise<Browser> {
  if (!chromium) {
    if (!closesOnSigterm) {
      closesOnSigterm = true;
      // Once closed, the signal is raised again: with this listener gone, it ends the
      // worker as it would have.
      process.once('SIGTERM', () => {
        void (chromium ?? Promise.resolve(undefined))
          .then((browser) => browser?.close())
          .catch(() => undefined)
          .finally(() => process.kill(process.pid, 'SIGTERM'));
      });
    }
    const launching = launchChromium({ handleSIGTERM: false });
    chromium = launching;
    // A browser that failed to start or went away is launched again by the next file.
    const forget = () => {
      if (chromium === launching) chromium = undefined;
    };
    void launching.then((browser) => browser.on('disconnected', forget), forget);
  }
  return chromium;
}

/**
 * What a journey file needs, called at the top of its `describe`: the run's shared stack
 * (ready before the first test) and the worker's Chromium. Every test opens its own context
 * (`browser.newContext()` or `browser.newPage()`: no cookie, storage or cache shared); what
 * a file leaves open is closed after its last test. `browser` stands for that Chromium, so
 * tests use it directly.
 */
export function useJourney() {
  const stack = sharedStack();
  let launched: Browser | undefined;
  beforeAll(async () => {
    await stack.ready();
    launched = await workerChromium();
  });
  afterAll(async () => {
    await Promise.all(launched?.contexts().map((context) => context.close()) ?? []);
    launched = undefined;
  });
  const browser = new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('O Chromium da jornada só existe dentro dos testes.');
      const value = Reflect.get(launched, key);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
  return { stack, browser };
}
