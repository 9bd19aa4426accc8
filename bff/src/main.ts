import { readConfig } from './config';
import { startBff } from './server';

const config = readConfig();
const bff = await startBff(config);
console.log(`\n  Arte Gospel pronto em ${bff.url}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void bff.close().then(() => process.exit(0));
  });
}
