import { type Browser, chromium, type LaunchOptions } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path';

export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
}
