import { type RunningApi, type StartApiOptions, startApi } from '@arte-gospel/api';

/**
 * With no UPSTREAM_URL the BFF starts the reference API in this process on a loopback
 * port and still talks to it over real HTTP, exactly as it would to a remote one.
 */
export function startEmbeddedApi(
  options: Pick<
    StartApiOptions,
    'databaseUrl' | 'smtpUrl' | 'checkoutWebhookToken' | 'evidenceDir' | 'env' | 'log'
  > & {
    dataDir: string;
    publicOrigin: string;
    /** The BFF's proof that its X-Forwarded-* headers are its own (random per process). */
    forwardedSecret: string;
  },
): Promise<RunningApi> {
  return startApi({ port: 0, hostname: '127.0.0.1', ...options });
}
