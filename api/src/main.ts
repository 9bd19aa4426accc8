import { ConfigError, parseServerEnv, type ServerEnv } from '@arte-gospel/domain/config';
import { exitIfDataDirLocked } from './db/data-dir-lock';
import { startApi } from './server';

// Standalone API: `npm run dev:api`. The BFF starts it in-process when UPSTREAM_URL is unset.
// A bad variable stops here with its pt-BR message and exit code 1, not a stack trace.
let env: ServerEnv;
try {
  env = parseServerEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
const started = startApi({
  port: env.API_PORT,
  hostname: env.API_HOST,
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR ?? './data',
  smtpUrl: env.SMTP_URL,
  publicOrigin: env.PUBLIC_ORIGIN,
  checkoutWebhookToken: env.CHECKOUT_WEBHOOK_TOKEN,
  forwardedSecret: env.FORWARDED_SECRET,
  evidenceDir: env.EVIDENCE_DIR,
  env,
}).catch(exitIfDataDirLocked);
// Listening from the first moment: a stop asked for during start-up waits for it, then
// closes (the database and its DATA_DIR lock released), never the signal's default kill:
// resuming the module after `await` can take a turn of the event loop (1 start in 4 here).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void started.then((api) => api.close()).then(() => process.exit(0)));
}
await started;
