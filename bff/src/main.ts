import { ConfigError } from '@arte-gospel/domain/config';
import { type BffConfig, readConfig } from './config';
import { startBff } from './server';

// A bad variable (ConfigError) or a second process on the same DATA_DIR (the embedded API's
// DataDirLockedError) stops here with its pt-BR message and exit code 1, not a stack trace.
function exitOnKnown(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    (error as { code?: unknown } | null)?.code === 'DATA_DIR_LOCKED';
  if (!known) throw error;
  console.error(`\n  ${(error as Error).message}\n`);
  process.exit(1);
}

let config: BffConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  exitOnKnown(error);
}
const started = startBff(config).catch(exitOnKnown);

// Listening from the first moment: a stop asked for during start-up waits for it, then
// closes (in-flight requests, the embedded API and its DATA_DIR lock), never the signal's
// default kill. Resuming the module after `await` can take a turn of the event loop, in
// which a signal would otherwise find no handler.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void started.then((bff) => bff.close()).then(() => process.exit(0));
  });
}
const bff = await started;
console.log(`\n  Arte Gospel pronto em ${bff.url}\n`);
