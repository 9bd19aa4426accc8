import { readConfig } from '../bff/src/config';
import { startBff } from '../bff/src/server';

// The BFF under benchmark, as production runs it but with request logs off.
await startBff({
  ...readConfig(process.env),
  host: '127.0.0.1',
  port: Number(process.env.PORT),
  siteDir: '/nonexistent',
  logLevel: 'silent',
});
process.send?.('ready');
