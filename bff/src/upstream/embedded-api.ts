import { type RunningApi, startApi } from '@arte-gospel/api';

/**
 * With no UPSTREAM_URL the BFF starts the reference API in this process on a loopback
 * port and still talks to it over real HTTP, exactly as it would to a remote one.
 */
export function startEmbeddedApi(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicOrigin: string;
  checkoutWebhookToken: string | undefined;
  /** The BFF's proof that its X-Forwarded-* headers are its own (random per process). */
  forwardedSecret: string;
}): Promise<RunningApi> {
  return startApi({ port: 0, hostname: '127.0.0.1', ...options });
}
