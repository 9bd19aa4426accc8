import { Agent } from 'node:https';
import { ARTS_PATH, artPath } from '@arte-gospel/domain';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema';
import { type EndpointGuard, isSafeEndpoint, publicOnlyLookup } from './endpoint';
import type { VapidKeys } from './vapid';

// Web push when staff publish new arts (catalogue §4 push popup, §7 push calls).

export type SendNotification = typeof webpush.sendNotification;

export const NEW_ARTS_TITLE = 'Novas artes no Arte Gospel';
/** Push services keep an undelivered notice one day; news of new arts is stale after that. */
export const NEW_ARTS_TTL_SECONDS = 24 * 60 * 60;
/** Undelivered notices with the same topic replace each other: a device gets the newest. */
export const NEW_ARTS_TOPIC = 'novas-artes';
/** How many push services are called at once. */
const CONCURRENCY = 10;
const SEND_TIMEOUT_MS = 10_000;
const TITLE_MAX = 80;

export interface NewArtsPayload {
  title: string;
  body: string;
  url: string;
}

export interface NotifyResult {
  sent: number;
  removed: number;
  failed: number;
}

function shortTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed.length > TITLE_MAX ? `${trimmed.slice(0, TITLE_MAX - 1)}…` : trimmed;
}

/** '1 nova arte: Culto da Família' / '3 novas artes: Culto da Família…'. */
export function newArtsPayload(arts: readonly { id: number; title: string }[]): NewArtsPayload {
  const first = arts[0];
  if (!first) throw new Error('newArtsPayload: nenhuma arte');
  const one = arts.length === 1;
  return {
    title: NEW_ARTS_TITLE,
    body: one
      ? `1 nova arte: ${shortTitle(first.title)}`
      : `${arts.length} novas artes: ${shortTitle(first.title)}…`,
    url: one ? artPath(first) : ARTS_PATH,
  };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The push service's host only: the endpoint path is a capability and stays out of logs. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
}

export interface NotifyOptions extends EndpointGuard {
  /** web-push's sendNotification unless a test passes its own. */
  send?: SendNotification;
  log?: (entry: Record<string, unknown>) => void;
}

/**
 * Sends the new-arts notice to every subscription. Each endpoint is checked again first
 * (isSafeEndpoint: a name may resolve elsewhere since it subscribed), and the connection
 * itself only goes to public addresses (publicOnlyLookup). A 404 or 410 from the push
 * service means the subscription is gone: it is deleted. Any other failure, a refused
 * endpoint included, is logged and counted; the other subscriptions are still tried.
 */
export async function notifyNewArts(
  db: Kysely<Database>,
  keys: VapidKeys,
  arts: readonly { id: number; title: string }[],
  notifyOptions: NotifyOptions = {},
): Promise<NotifyResult> {
  const send = notifyOptions.send ?? webpush.sendNotification;
  const log = notifyOptions.log ?? ((entry) => console.error(JSON.stringify(entry)));
  const guard: EndpointGuard = {
    allowInsecure: notifyOptions.allowInsecure === true,
    ...(notifyOptions.resolve ? { resolve: notifyOptions.resolve } : {}),
  };
  const result: NotifyResult = { sent: 0, removed: 0, failed: 0 };
  if (arts.length === 0) return result;
  const payload = JSON.stringify(newArtsPayload(arts));
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .orderBy('id')
    .execute();
  const options = {
    vapidDetails: {
      subject: keys.subject,
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
    },
    TTL: NEW_ARTS_TTL_SECONDS,
    topic: NEW_ARTS_TOPIC,
    timeout: SEND_TIMEOUT_MS,
    // The loopback test receiver is reached without the guard (allowInsecure, tests only).
    ...(guard.allowInsecure
      ? {}
      : { agent: new Agent({ lookup: publicOnlyLookup(guard.resolve) }) }),
  };

  const deliver = async (subscription: (typeof subscriptions)[number]) => {
    if (!(await isSafeEndpoint(subscription.endpoint, guard))) {
      result.failed += 1;
      log({
        level: 'warn',
        msg: 'push endpoint refused',
        subscriptionId: subscription.id,
        host: hostOf(subscription.endpoint),
      });
      return;
    }
    try {
      await send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        options,
      );
      result.sent += 1;
    } catch (error) {
      const status = statusOf(error);
      let failure = error;
      if (status === 404 || status === 410) {
        try {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
          result.removed += 1;
          return;
        } catch (deleteError) {
          failure = deleteError;
        }
      }
      result.failed += 1;
      log({
        level: 'warn',
        msg: 'push failed',
        subscriptionId: subscription.id,
        host: hostOf(subscription.endpoint),
        status: status ?? null,
        error: failure instanceof Error ? failure.message : String(failure),
      });
    }
  };

  for (let start = 0; start < subscriptions.length; start += CONCURRENCY) {
    await Promise.all(subscriptions.slice(start, start + CONCURRENCY).map(deliver));
  }
  return result;
}
