import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CheckoutConfig, readCheckoutConfig } from './checkout/checkout-config';
import type { LogLevel } from './log';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BffConfig {
  port: number;
  host: string;
  /** API to proxy /api and /media to; unset → api/ is started in this process. */
  upstreamUrl: string | undefined;
  /** Where the embedded API keeps PGlite. */
  dataDir: string;
  /** Real PostgreSQL for the embedded API. */
  databaseUrl: string | undefined;
  /** SMTP server for the embedded API's emails (else outbox table and log only). */
  smtpUrl: string | undefined;
  /** The site's public origin, used in links the embedded API emails. */
  publicOrigin: string | undefined;
  /** Shared secret the payment provider sends to the embedded API's webhook. */
  checkoutWebhookToken: string | undefined;
  /** The built site (vite build output). */
  siteDir: string;
  /** The site's server renderer and the pages it renders per request (site build output). */
  siteServerDir: string;
  /** Upstream answer time-out before a 504. */
  upstreamTimeoutMs: number;
  /** Largest request body proxied, declared or chunked. */
  bodyLimitBytes: number;
  /** Deadline to receive a whole request body (it is buffered before going upstream). */
  bodyReadTimeoutMs: number;
  /** Request-body bytes buffered at once across all requests; beyond it a 503. */
  bodyBufferTotalBytes: number;
  /** node:http headersTimeout: time to receive a request's headers. */
  headersTimeoutMs: number;
  /** node:http requestTimeout: time to receive a whole request (backstop of the body deadline). */
  requestTimeoutMs: number;
  /** Proxies in front of the BFF whose X-Forwarded-For/-Proto are believed (0: none). */
  trustedProxyHops: number;
  /**
   * Secret the BFF sends with its X-Forwarded-* so the API believes them; with UPSTREAM_URL
   * it must match the API's FORWARDED_SECRET; the embedded API gets a random one per process.
   */
  forwardedSecret: string | undefined;
  /** Extra origins allowed to make mutating /api calls (comma-separated in env). */
  allowedOrigins: Set<string>;
  logLevel: LogLevel;
  /** Checkout links and hosts (CHECKOUT_* variables). */
  checkout: CheckoutConfig;
  /** How long in-flight requests may take to finish on shutdown. */
  shutdownGraceMs: number;
}

/** Reads the configuration table of README.md from the environment. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    upstreamUrl: env.UPSTREAM_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    checkoutWebhookToken: env.CHECKOUT_WEBHOOK_TOKEN || undefined,
    siteDir: env.SITE_DIR ?? path.join(repoRoot, 'site/dist'),
    siteServerDir: env.SITE_SERVER_DIR ?? path.join(repoRoot, 'site/dist-server'),
    upstreamTimeoutMs: Number(env.UPSTREAM_TIMEOUT_MS ?? 15_000),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 10 * 1024 * 1024),
    bodyReadTimeoutMs: Number(env.BODY_READ_TIMEOUT_MS ?? 60_000),
    bodyBufferTotalBytes: Number(env.BODY_BUFFER_TOTAL_BYTES ?? 256 * 1024 * 1024),
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS ?? 20_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 120_000),
    trustedProxyHops: Math.max(0, Math.trunc(Number(env.TRUSTED_PROXY_HOPS ?? 0)) || 0),
    forwardedSecret: env.FORWARDED_SECRET || undefined,
    allowedOrigins: new Set(
      (env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
    checkout: readCheckoutConfig(env),
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    logLevel:
      (['info', 'warn', 'error', 'silent'] as const).find((l) => l === env.LOG_LEVEL) ?? 'info',
  };
}
