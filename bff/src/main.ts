import { readConfig } from './config';
import { startBff } from './server';

const config = readConfig();
// A second process on the same DATA_DIR (the embedded API's DataDirLockedError) stops here
// with its pt-BR message and exit code 1, not a stack trace.
const bff = await startBff(config).catch((error: unknown) => {
  if ((error as { code?: unknown } | null)?.code !== 'DATA_DIR_LOCKED') throw error;
  console.error(`\n  ${(error as Error).message}\n`);
  process.exit(1);
});
console.log(`\n  Arte Gospel pronto em ${bff.url}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void bff.close().then(() => process.exit(0));
  });
}
