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
    // The story files share their page (no fresh page per file): the setup Storybook and MSW
    // need is paid once per page, not per file. Stories reset what they change (MSW handlers
    // per story, the session per story).
    isolate: false,
    // Two pages, each running its share of the files. Without this the browser pool opens
    // cores - 1 pages, one here, and the stories ran one after the other on one core while
    // the other waited at the end of the run's first part (vitest.config.ts).
    maxWorkers: 2,
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
