import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { trustedClient } from './forwarded';

/** The parts of a request trustedClient reads. */
function request(headers: IncomingMessage['headers'], encrypted = false): IncomingMessage {
  return {
    headers,
    socket: { remoteAddress: '10.0.0.5', ...(encrypted ? { encrypted: true } : {}) },
  } as unknown as IncomingMessage;
}

describe('trustedClient', () => {
  const spoofed = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };

  it('with no proxy in front, believes only the socket', () => {
    expect(trustedClient(request(spoofed), 0)).toEqual({ address: '10.0.0.5', secure: false });
    expect(trustedClient(request({}, true), 0)).toEqual({ address: '10.0.0.5', secure: true });
  });

  it('takes the address N hops from the right behind N trusted proxies', () => {
    const chain = { 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 198.51.100.2' };
    expect(trustedClient(request(chain), 1).address).toBe('198.51.100.2');
    expect(trustedClient(request(chain), 2).address).toBe('203.0.113.9');
    // Repeated headers are one list, in order.
    const repeated = { 'x-forwarded-for': ['1.1.1.1', '203.0.113.9'] } as never;
    expect(trustedClient(request(repeated), 1).address).toBe('203.0.113.9');
  });

  it('falls back to the socket for a list too short or an entry that is no address', () => {
    expect(trustedClient(request({ 'x-forwarded-for': '203.0.113.9' }), 2).address).toBe(
      '10.0.0.5',
    );
    expect(trustedClient(request({}), 1).address).toBe('10.0.0.5');
    expect(trustedClient(request({ 'x-forwarded-for': 'unknown' }), 1).address).toBe('10.0.0.5');
  });

  it('reads X-Forwarded-Proto from the trusted hops only', () => {
    expect(trustedClient(request({ 'x-forwarded-proto': 'https' }), 1).secure).toBe(true);
    // The client wrote https, the trusted proxy appended what it saw.
    expect(trustedClient(request({ 'x-forwarded-proto': 'https, http' }), 1).secure).toBe(false);
    expect(trustedClient(request({}, true), 1).secure).toBe(true);
  });
});
