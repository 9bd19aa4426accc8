import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECKOUT_PLANS, checkoutLinkVariable } from '@arte-gospel/domain';
import { createRequestListener } from './app';
import type { BffConfig } from './config';
import { createLogger } from './log';
import { createServerRenderer, loadSiteRenderer } from './static/server-render';
import { loadSiteFiles } from './static/site-files';
import { startEmbeddedApi } from './upstream/embedded-api';

export interface RunningBff {
  url: string;
  upstreamUrl: string;
  close(): Promise<void>;
}

async function upstreamReachable(upstreamUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/api/categories', upstreamUrl), {
      signal: AbortSignal.timeout(2000),
    });
    await res.body?.cancel();
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Starts the BFF (and the embedded API when no upstream is configured). */
export async function startBff(config: BffConfig): Promise<RunningBff> {
  const log = createLogger(config.logLevel, undefined, config.logFormat);
  // The embedded API learns the secret here; a remote one is configured with the same value.
  const forwardedSecret = config.upstreamUrl
    ? config.forwardedSecret
    : randomBytes(32).toString('base64url');
  if (!forwardedSecret) {
    log.warn({
      msg: 'FORWARDED_SECRET unset: the API will see every client at the BFF address',
    });
  }
  const embedded = config.upstreamUrl
    ? undefined
    : await startEmbeddedApi({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        smtpUrl: config.smtpUrl,
        checkoutWebhookToken: config.checkoutWebhookToken,
        publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
        forwardedSecret: forwardedSecret as string,
        evidenceDir: config.env.EVIDENCE_DIR,
        env: config.env,
        // The API's entries go through the BFF's logger: one format, one level.
        log: (entry) =>
          log[entry.level === 'error' || entry.level === 'warn' ? entry.level : 'info'](entry),
      });
  const upstreamUrl = config.upstreamUrl ?? (embedded as NonNullable<typeof embedded>).url;
  const siteFiles = await loadSiteFiles(config.siteDir);
  if (!siteFiles.has('/index.html')) {
    log.warn({ msg: 'site not built: run `npm run build`', siteDir: config.siteDir });
  }
  const unlinked = CHECKOUT_PLANS.filter((plan) => config.checkout.links[plan] === null);
  if (unlinked.length > 0) {
    log.warn({
      msg: 'checkout links unset: these plans cannot be bought unless staff set a link at /admin/app-config',
      variables: unlinked.map(checkoutLinkVariable),
    });
  }
  const siteRenderer = await loadSiteRenderer(config.siteServerDir);
  if (!siteRenderer) {
    log.warn({ msg: 'no server renderer: prerendered pages only', dir: config.siteServerDir });
  }
  const listener = createRequestListener({
    upstreamUrl,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    bodyLimitBytes: config.bodyLimitBytes,
    bodyReadTimeoutMs: config.bodyReadTimeoutMs,
    bodyBufferTotalBytes: config.bodyBufferTotalBytes,
    trustedProxyHops: config.trustedProxyHops,
    forwardedSecret,
    allowedOrigins: config.allowedOrigins,
    checkout: config.checkout,
    publicOrigin: config.publicOrigin,
    log,
    siteFiles,
    serverRenderer: siteRenderer && createServerRenderer({ ...siteRenderer, upstreamUrl, log }),
    checkUpstream: () => upstreamReachable(upstreamUrl),
  });
  // Bounded header and whole-request times (checked every second, not Node's default 30 s);
  // idle keep-alive connections are governed by keepAliveTimeout alone.
  const server = http.createServer(
    {
      keepAliveTimeout: 65_000,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1_000,
    },
    listener,
  );
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  log.info({ msg: 'bff listening', url: `http://${shownHost}:${port}`, upstream: upstreamUrl });
  return {
    url: `http://${shownHost}:${port}`,
    upstreamUrl,
    close: async () => {
      // Stop accepting, let in-flight requests finish, then stop the embedded API.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets become idle once their response is sent: close them as they do,
        // and cut whatever is left after the grace period.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        const force = setTimeout(() => server.closeAllConnections(), config.shutdownGraceMs);
        server.once('close', () => {
          clearInterval(sweep);
          clearTimeout(force);
        });
      });
      await listener.close();
      await embedded?.close();
    },
  };
}
