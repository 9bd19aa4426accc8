// Web push subscription (catalogue §7, §8, §9): the service worker at /push-sw.js, the VAPID
// key, then POST /api/push/subscribe. Every failure is one of the §8 messages.
import {
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  SW_READY_CHECK_INTERVAL_MS,
  SW_READY_CHECKS,
  SW_READY_WAIT_MS,
  VAPID_KEY_CACHE_MS,
} from '@arte-gospel/domain';
import { apiJson, apiSend } from '../api-client';

export const PUSH_SW_URL = '/push-sw.js';

/** Catalogue §8, word for word. */
export const PUSH_ERRORS = {
  vapid: 'Chave VAPID não disponível',
  unsupported: 'Push notifications não são suportadas neste navegador',
  denied: 'Permissão de notificação negada pelo usuário',
  timeout: 'Timeout: Service Worker demorou para ativar. Tente novamente.',
  register: 'Falha ao registrar Service Worker para notificações',
  subscription: 'Falha ao registrar subscription',
  inactive: 'Service Worker não pôde ser ativado',
  unknown: 'Erro desconhecido',
  unsubscribe: 'Erro ao desativar',
} as const;

export class PushError extends Error {}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let vapidCache: { key: string; at: number } | null = null;

/** GET /api/push/vapid-key, kept 10 minutes (§7). */
export async function fetchVapidKey(now = Date.now()): Promise<string> {
  if (vapidCache && now - vapidCache.at < VAPID_KEY_CACHE_MS) return vapidCache.key;
  let key: string | undefined;
  try {
    key = (await apiJson<{ publicKey?: string }>('GET', '/api/push/vapid-key'))?.publicKey;
  } catch {
    throw new PushError(PUSH_ERRORS.vapid);
  }
  if (!key) throw new PushError(PUSH_ERRORS.vapid);
  vapidCache = { key, at: now };
  return key;
}

export function resetVapidCache(): void {
  vapidCache = null;
}

/** The base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Registers /push-sw.js (also the offline shell). Rejects with the §8 register message. */
export async function registerPushWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration> {
  try {
    return await container.register(PUSH_SW_URL, { scope: '/' });
  } catch {
    throw new PushError(PUSH_ERRORS.register);
  }
}

/**
 * §9: waits for an active worker: `ready` for up to 3 s, then up to 10 checks 200 ms apart.
 */
export async function waitForActiveWorker(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration> {
  if (registration.active) return registration;
  const ready = await Promise.race([
    container.ready.then((r) => r as ServiceWorkerRegistration | null),
    wait(SW_READY_WAIT_MS).then(() => null),
  ]);
  if (ready?.active) return ready;
  for (let check = 0; check < SW_READY_CHECKS; check++) {
    if (registration.active) return registration;
    await wait(SW_READY_CHECK_INTERVAL_MS);
  }
  if (registration.active) return registration;
  throw new PushError(PUSH_ERRORS.inactive);
}

/** The current push subscription of this browser, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SW_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function subscribeSteps(): Promise<boolean> {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    throw new PushError(PUSH_ERRORS.unsupported);
  }
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError(PUSH_ERRORS.denied);
  // The prompt closed without an answer: nothing to report, the popup closes silently.
  if (permission !== 'granted') return false;
  const publicKey = await fetchVapidKey();
  const registration = await waitForActiveWorker(await registerPushWorker());
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      }));
  } catch {
    throw new PushError(PUSH_ERRORS.subscription);
  }
  try {
    const answer = await apiJson<{ success?: boolean }>('POST', '/api/push/subscribe', {
      subscription: subscription.toJSON(),
      userAgent: navigator.userAgent,
    });
    return answer?.success !== false;
  } catch {
    throw new PushError(PUSH_ERRORS.subscription);
  }
}

/**
 * Turns push on. true: subscribed; false: the user left the permission prompt unanswered.
 * Throws a {@link PushError} with a §8 message; the whole flow times out after 12 s.
 */
export async function subscribeToPush(
  timeoutMs: number = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushError(PUSH_ERRORS.timeout)), timeoutMs);
  });
  try {
    return await Promise.race([subscribeSteps(), timeout]);
  } catch (error) {
    throw error instanceof PushError ? error : new PushError(PUSH_ERRORS.unknown);
  } finally {
    clearTimeout(timer);
  }
}

/** Turns push off here and on the server. Throws 'Erro ao desativar' on failure. */
export async function unsubscribeFromPush(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    await subscription?.unsubscribe();
    await apiSend('POST', '/api/push/unsubscribe');
  } catch {
    throw new PushError(PUSH_ERRORS.unsubscribe);
  }
}
