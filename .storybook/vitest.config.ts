import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumPath } from '../testing/stack/chromium-path.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: rendered in Debian's Chromium, its play function run and axe checked.
export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // One page for every story file (no fresh page per file): the setup Storybook and MSW
    // need is paid once, not per file. Stories reset what they change (MSW handlers per
    // story, the session per story).
    isolate: false,
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath(),
          args: CHROMIUM_ARGS,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
