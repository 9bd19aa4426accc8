import { exitIfDataDirLocked } from './db/data-dir-lock';
import { startApi } from './server';

// Standalone API: `npm run dev:api`. The BFF starts it in-process when UPSTREAM_URL is unset.
const started = startApi({
  port: Number(process.env.API_PORT ?? 3001),
  hostname: process.env.API_HOST ?? '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? './data',
  smtpUrl: process.env.SMTP_URL,
  publicOrigin: process.env.PUBLIC_ORIGIN,
  checkoutWebhookToken: process.env.CHECKOUT_WEBHOOK_TOKEN,
  forwardedSecret: process.env.FORWARDED_SECRET,
  evidenceDir: process.env.EVIDENCE_DIR,
}).catch(exitIfDataDirLocked);
// Listening from the first moment: a stop asked for during start-up waits for it, then
// closes (the database and its DATA_DIR lock released), never the signal's default kill:
// resuming the module after `await` can take a turn of the event loop (1 start in 4 here).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void started.then((api) => api.close()).then(() => process.exit(0)));
}
await started;
