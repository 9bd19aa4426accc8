import { type Browser, chromium } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
