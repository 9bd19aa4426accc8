import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv, type ServerEnv } from '@arte-gospel/domain/config';
import { type CheckoutConfig, checkoutConfig } from './checkout/checkout-config';
import type { LogFormat, LogLevel } from './log';

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
  /** json: one JSON line per entry (NODE_ENV=production); pretty: a short coloured line. */
  logFormat: LogFormat;
  /** Every variable, parsed: the embedded API's own settings (limits, hashing, push, e-mail). */
  env: ServerEnv;
  /** Checkout links and hosts (CHECKOUT_* variables). */
  checkout: CheckoutConfig;
  /** How long in-flight requests may take to finish on shutdown. */
  shutdownGraceMs: number;
}

/**
 * The BFF's settings from the environment record (process.env at start), parsed by the one
 * schema of every variable (domain/src/config/env.ts): a bad value throws ConfigError.
 */
export function readConfig(env: Readonly<Record<string, string | undefined>>): BffConfig {
  const parsed = parseServerEnv(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    upstreamUrl: parsed.UPSTREAM_URL,
    dataDir: parsed.DATA_DIR ?? path.join(repoRoot, 'data'),
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    checkoutWebhookToken: parsed.CHECKOUT_WEBHOOK_TOKEN,
    siteDir: parsed.SITE_DIR ?? path.join(repoRoot, 'site/dist'),
    siteServerDir: parsed.SITE_SERVER_DIR ?? path.join(repoRoot, 'site/dist-server'),
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    bodyReadTimeoutMs: parsed.BODY_READ_TIMEOUT_MS,
    bodyBufferTotalBytes: parsed.BODY_BUFFER_TOTAL_BYTES,
    headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    trustedProxyHops: parsed.TRUSTED_PROXY_HOPS,
    forwardedSecret: parsed.FORWARDED_SECRET,
    allowedOrigins: new Set(parsed.ALLOWED_ORIGINS),
    checkout: checkoutConfig(parsed),
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.NODE_ENV === 'production' ? 'json' : 'pretty',
    env: parsed,
  };
}
