import { describe, expect, it } from 'vitest';
import { browserKeys } from '../test/push-receiver';
import { areValidSubscriptionKeys, isAcceptableEndpoint, normaliseKey } from './endpoint';

describe('isAcceptableEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGz',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the push service endpoint %s', (endpoint) => {
    expect(isAcceptableEndpoint(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'ftp://fcm.googleapis.com/x',
    'https://127.0.0.1/push',
    'http://127.0.0.1:8080/push',
    'https://localhost/push',
    'https://[::1]/push',
    'https://10.0.0.5/push',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/push',
    'https://2130706433/push',
    'https://intranet/push',
    'https://printer.local/push',
    'https://api.localhost/push',
    'https://user:secret@fcm.googleapis.com/x',
    `https://fcm.googleapis.com/${'a'.repeat(2100)}`,
    'not a url',
  ])('refuses %s in production', (endpoint) => {
    expect(isAcceptableEndpoint(endpoint)).toBe(false);
  });

  it('accepts loopback http(s) only when insecure endpoints are allowed', () => {
    for (const endpoint of [
      'http://127.0.0.1:4000/push/a',
      'https://127.0.0.1:4000/push/a',
      'http://localhost:4000/push/a',
      'http://[::1]:4000/push/a',
    ]) {
      expect(isAcceptableEndpoint(endpoint, true), endpoint).toBe(true);
      expect(isAcceptableEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isAcceptableEndpoint('http://10.0.0.5/push', true)).toBe(false);
    expect(isAcceptableEndpoint('http://push.example.com/x', true)).toBe(false);
  });
});

describe('subscription keys', () => {
  it('accepts a browser P-256 key and a 16-byte auth secret, padded or not', () => {
    const keys = browserKeys();
    expect(areValidSubscriptionKeys(keys.p256dh, keys.auth)).toBe(true);
    expect(normaliseKey(`${keys.auth}==`)).toBe(keys.auth);
  });

  it('refuses other lengths, compressed points and non-base64url text', () => {
    const keys = browserKeys();
    const compressed = Buffer.from(keys.p256dh, 'base64url');
    compressed[0] = 0x02;
    expect(areValidSubscriptionKeys(keys.p256dh.slice(0, 40), keys.auth)).toBe(false);
    expect(areValidSubscriptionKeys(compressed.toString('base64url'), keys.auth)).toBe(false);
    expect(areValidSubscriptionKeys(keys.p256dh, `${keys.auth}AA`)).toBe(false);
    expect(areValidSubscriptionKeys(keys.p256dh.replace(/./, '+'), keys.auth)).toBe(false);
  });
});
