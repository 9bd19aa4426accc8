import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (or CHROMIUM_PATH). Playwright's own browser download cannot work on
 * these machines, so without a browser the journeys fail with this message.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      'Chromium não encontrado. Instale-o com `apt-get install -y chromium` ou aponte CHROMIUM_PATH para o executável.',
    );
  }
  return found;
}

/** Flags that keep Chromium headless, sandbox-free and off the network at every start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
