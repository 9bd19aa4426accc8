import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchVapidKey,
  PUSH_ERRORS,
  resetVapidCache,
  subscribeToPush,
  urlBase64ToUint8Array,
} from './push-client';

afterEach(() => {
  vi.unstubAllGlobals();
  resetVapidCache();
});

describe('push client (catalogue §7, §8)', () => {
  it('decodes a base64url VAPID key to bytes', () => {
    expect(Array.from(urlBase64ToUint8Array('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });

  it("fails with 'Chave VAPID não disponível' when the key call fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'x' }), { status: 503 })),
    );
    await expect(fetchVapidKey()).rejects.toThrow(PUSH_ERRORS.vapid);
  });

  it('keeps the VAPID key 10 minutes', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ publicKey: 'AQID' })));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchVapidKey(0)).toBe('AQID');
    expect(await fetchVapidKey(9 * 60_000)).toBe('AQID');
    expect(fetch).toHaveBeenCalledTimes(1);
    await fetchVapidKey(10 * 60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports push as unsupported without the Push API', async () => {
    vi.stubGlobal('PushManager', undefined);
    // happy-dom has no PushManager: the check fails before any prompt.
    await expect(subscribeToPush()).rejects.toThrow(PUSH_ERRORS.unsupported);
  });

  it('reports a denied permission', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'denied' });
    await expect(subscribeToPush()).rejects.toThrow(PUSH_ERRORS.denied);
  });

  it('resolves false (silent close) when the permission prompt is left unanswered', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => 'default' });
    await expect(subscribeToPush()).resolves.toBe(false);
  });

  it('times out with the §8 text after the global time-out', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: () => new Promise(() => {}) });
    await expect(subscribeToPush(20)).rejects.toThrow(PUSH_ERRORS.timeout);
  });
});
