import type { Browser } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { sharedStack } from './stack';

/**
 * What a journey file needs, called at the top of its `describe`: the run's shared stack
 * (ready before the first test) and a Chromium of the file's own, closed after the last.
 * `browser` stands for the Chromium launched in `beforeAll`, so tests use it directly.
 */
export function useJourney() {
  const stack = sharedStack();
  let launched: Browser | undefined;
  beforeAll(async () => {
    await stack.ready();
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
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
