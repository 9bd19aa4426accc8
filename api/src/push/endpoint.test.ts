import { Agent, request } from 'node:https';
import { describe, expect, it, vi } from 'vitest';
import { browserKeys } from '../../../testing/api/push-receiver';
import {
  areValidSubscriptionKeys,
  isAcceptableEndpoint,
  isPublicAddress,
  isSafeEndpoint,
  normaliseKey,
  publicOnlyLookup,
  RESOLVE_TIMEOUT_MS,
  type ResolveHost,
  resolvePublicAddresses,
} from './endpoint';

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
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://fcm.googleapis.com:80/fcm/send/abc',
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

describe('isPublicAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback', '127.255.0.9'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '172.31.255.254'],
    ['private', '192.168.1.1'],
    ['link-local', '169.254.1.1'],
    ['metadata', '169.254.169.254'],
    ['CGNAT', '100.64.0.1'],
    ['CGNAT', '100.127.255.254'],
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['multicast', '224.0.0.1'],
    ['multicast', '239.255.255.250'],
    ['broadcast', '255.255.255.255'],
    ['reserved', '240.0.0.1'],
    ['documentation', '192.0.2.10'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-mapped, hex', '::ffff:7f00:1'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378::1'],
    ['unique local', 'fc00::1'],
    ['unique local', 'fd12:3456::1'],
    ['metadata (AWS IPv6)', 'fd00:ec2::254'],
    ['link-local', 'fe80::1'],
    ['multicast', 'ff02::1'],
    ['documentation', '2001:db8::1'],
    ['not an address', 'push.example.com'],
  ])('refuses %s %s', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.78.10',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:82b::200a',
    '2606:4700:4700::1111',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** An injectable resolver: the address each name answers (several per name allowed). */
function resolver(answers: Record<string, string[]>): ResolveHost {
  return async (host) => {
    const addresses = answers[host];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), {
        code: 'ENOTFOUND',
      });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('isSafeEndpoint', () => {
  const resolve = resolver({
    'fcm.googleapis.com': ['142.250.78.10', '2a00:1450:4001:82b::200a'],
    '127.0.0.1.nip.io': ['127.0.0.1'],
    'mixed.example': ['142.250.78.10', '10.0.0.5'],
    'metadata.example': ['169.254.169.254'],
    'v6meta.example': ['fd00:ec2::254'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'cgnat.example': ['100.64.1.1'],
    'empty.example': [],
  });

  it('accepts a push service whose every address is public', async () => {
    expect(await isSafeEndpoint('https://fcm.googleapis.com/fcm/send/a', { resolve })).toBe(true);
  });

  it.each([
    'https://127.0.0.1.nip.io/push',
    'https://mixed.example/push',
    'https://metadata.example/latest/meta-data',
    'https://v6meta.example/push',
    'https://mapped.example/push',
    'https://cgnat.example/push',
    'https://empty.example/push',
    'https://unknown.example/push',
    'https://fcm.googleapis.com:8443/fcm/send/a',
    'http://fcm.googleapis.com/fcm/send/a',
  ])('refuses %s', async (endpoint) => {
    expect(await isSafeEndpoint(endpoint, { resolve })).toBe(false);
  });

  it('lets loopback test endpoints through only with allowInsecure, never a name for loopback', async () => {
    expect(await isSafeEndpoint('http://127.0.0.1:4000/push', { resolve })).toBe(false);
    expect(
      await isSafeEndpoint('http://127.0.0.1:4000/push', { resolve, allowInsecure: true }),
    ).toBe(true);
    expect(
      await isSafeEndpoint('https://127.0.0.1.nip.io/push', { resolve, allowInsecure: true }),
    ).toBe(false);
  });

  it('refuses a name that does not resolve in time', async () => {
    vi.useFakeTimers();
    try {
      const pending = resolvePublicAddresses('slow.example', () => new Promise(() => {}));
      const outcome = expect(pending).rejects.toThrow('dns timeout');
      await vi.advanceTimersByTimeAsync(RESOLVE_TIMEOUT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('publicOnlyLookup', () => {
  const resolve = resolver({
    'push.example': ['127.0.0.1'],
    'public.example': ['142.250.78.10', '2a00:1450:4001:82b::200a'],
  });

  it('never hands a socket a private address: the request fails before connecting', async () => {
    const agent = new Agent({ lookup: publicOnlyLookup(resolve) });
    const error = await new Promise<Error>((done) => {
      const req = request('https://push.example/push/abc', { agent, method: 'POST' }, () =>
        done(new Error('connected')),
      );
      req.on('error', done);
      req.end();
    });
    expect(error.message).toContain('address not public: 127.0.0.1');
    agent.destroy();
  });

  it('answers the checked addresses, one or all, of the family asked', async () => {
    const lookup = publicOnlyLookup(resolve);
    const one = await new Promise((done) =>
      lookup('public.example', { family: 6 }, (_error, address, family) =>
        done({ address, family }),
      ),
    );
    expect(one).toEqual({ address: '2a00:1450:4001:82b::200a', family: 6 });
    const all = await new Promise((done) =>
      lookup('public.example', { all: true }, (_error, addresses) => done(addresses)),
    );
    expect(all).toEqual([
      { address: '142.250.78.10', family: 4 },
      { address: '2a00:1450:4001:82b::200a', family: 6 },
    ]);
  });
});
