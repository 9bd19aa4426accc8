import http from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type RawConnection,
  type RunningUpstream,
  rawConnection,
  serveOnLoopback,
} from '../../../testing/bff/test-bff';
import { type BffConfig, readConfig } from '../config';
import { type RunningBff, startBff } from '../server';
import { BODIES_BUSY_MESSAGE, BODY_TIMEOUT_MESSAGE, BODY_TOO_LARGE_MESSAGE } from './proxy';

const UPLOAD = '/api/reports-v2/upload';

/** The real server of startBff (its time-outs included) in front of a loopback upstream. */
async function bffFor(upstream: RunningUpstream, overrides: Partial<BffConfig> = {}) {
  return startBff({
    ...readConfig({}),
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: upstream.url,
    siteDir: '/nonexistent',
    siteServerDir: '/nonexistent',
    logLevel: 'silent',
    ...overrides,
  });
}

describe('clients that trickle or flood bodies', () => {
  let upstream: RunningUpstream;
  const seen: string[] = [];

  beforeAll(async () => {
    const app = new Hono();
    app.get('/api/artes', (c) => {
      seen.push('GET /api/artes');
      return c.json({ arts: [], total: 0 });
    });
    app.post(UPLOAD, async (c) => {
      seen.push(`POST ${UPLOAD}`);
      return c.json({ bytes: (await c.req.arrayBuffer()).byteLength });
    });
    // Reads the start of the body and answers, as the API does to an oversized evidence file.
    app.post('/api/early', async (c) => {
      await c.req.raw.body?.getReader().read();
      return c.json({ message: 'Arquivo grande demais.' }, 413);
    });
    upstream = await serveOnLoopback(app);
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('answers a listing while 200 sockets trickle bodies, none of which reaches the upstream', async () => {
    const bff = await bffFor(upstream);
    const trickling: RawConnection[] = [];
    const drip = setInterval(() => {
      for (const connection of trickling) connection.socket.write('x');
    }, 200);
    try {
      const connectionsBefore = upstream.connections();
      seen.length = 0;
      for (let i = 0; i < 200; i += 1) {
        const connection = await rawConnection(bff.url);
        await connection.write(
          `POST ${UPLOAD} HTTP/1.1\r\nHost: arte.test\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\nx`,
        );
        trickling.push(connection);
      }
      const listing = await fetch(`${bff.url}/api/artes`, { signal: AbortSignal.timeout(10_000) });
      expect(listing.status).toBe(200);
      expect(await listing.json()).toEqual({ arts: [], total: 0 });
      expect(trickling.filter((c) => c.closed() || c.received() !== '')).toEqual([]);
      expect(seen).toEqual(['GET /api/artes']);
      // The listing's own connection at most: no socket was taken by a trickling body.
      expect(upstream.connections() - connectionsBefore).toBeLessThanOrEqual(1);
    } finally {
      clearInterval(drip);
      for (const connection of trickling) connection.socket.destroy();
      await bff.close();
    }
  });

  it('answers 408 in pt-BR and closes the connection when a body misses its deadline', async () => {
    const bff = await bffFor(upstream, { bodyReadTimeoutMs: 300 });
    const connection = await rawConnection(bff.url);
    const drip = setInterval(() => connection.socket.write('x'), 50);
    try {
      seen.length = 0;
      await connection.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: arte.test\r\nContent-Length: 1000\r\n\r\nx`,
      );
      await vi.waitFor(() => expect(connection.closed()).toBe(true), { timeout: 5_000 });
      const [head = '', body = ''] = connection.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(JSON.parse(body)).toEqual({ message: BODY_TIMEOUT_MESSAGE });
      expect(seen).toEqual([]);
    } finally {
      clearInterval(drip);
      connection.socket.destroy();
      await bff.close();
    }
  });

  it('closes a connection whose headers never end, and keeps keep-alive working', async () => {
    const bff = await bffFor(upstream, { headersTimeoutMs: 300, requestTimeoutMs: 1_000 });
    const connection = await rawConnection(bff.url);
    const drip = setInterval(() => connection.socket.write('X-Lento: 1\r\n'), 50);
    try {
      await connection.write('GET /api/artes HTTP/1.1\r\nHost: arte.test\r\n');
      await vi.waitFor(() => expect(connection.closed()).toBe(true), { timeout: 5_000 });
      expect(connection.statuses()).not.toContain(200);

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = () =>
        new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
          const req = http.get(`${bff.url}/api/artes`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          });
          req.on('error', reject);
        });
      expect(await get()).toEqual({ status: 200, reused: false });
      expect(await get()).toEqual({ status: 200, reused: true });
      agent.destroy();
    } finally {
      clearInterval(drip);
      connection.socket.destroy();
      await bff.close();
    }
  });

  it('answers 503 with Retry-After once bodies held at once pass their budget', async () => {
    const bff = await bffFor(upstream, { bodyBufferTotalBytes: 1024 * 1024 });
    try {
      seen.length = 0;
      const res = await fetch(`${bff.url}${UPLOAD}`, {
        method: 'POST',
        body: new Uint8Array(2 * 1024 * 1024),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ message: BODIES_BUSY_MESSAGE });
      // What was held is released: a body within the budget goes through.
      const small = await fetch(`${bff.url}${UPLOAD}`, {
        method: 'POST',
        body: new Uint8Array(512 * 1024),
      });
      expect(await small.json()).toEqual({ bytes: 512 * 1024 });
      expect(seen).toEqual([`POST ${UPLOAD}`]);
    } finally {
      await bff.close();
    }
  });

  describe('early answers to large uploads', () => {
    let bff: RunningBff;
    beforeAll(async () => {
      bff = await bffFor(upstream, { bodyLimitBytes: 8 * 1024 * 1024 });
    });
    afterAll(async () => {
      await bff?.close();
    });

    /** Sends `chunks` until the server closes the connection or all were sent. */
    async function flood(connection: RawConnection, chunks: Buffer[]) {
      let sent = 0;
      for (const chunk of chunks) {
        if (connection.closed()) break;
        await connection.write(chunk);
        sent += chunk.length;
      }
      return sent;
    }

    it('answers 413 to a declared length over the limit and closes the connection', async () => {
      const connection = await rawConnection(bff.url);
      await connection.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: arte.test\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`,
      );
      const chunk = Buffer.alloc(256 * 1024, 1);
      await flood(
        connection,
        Array.from({ length: 256 }, () => chunk),
      );
      await vi.waitFor(() => expect(connection.closed()).toBe(true), { timeout: 5_000 });
      const [head = '', body = ''] = connection.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head).toMatch(/\r\nConnection: close\r\n/i);
      expect(JSON.parse(body)).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
    });

    it('answers 413 to a chunked body once past the limit and closes the connection', async () => {
      const connection = await rawConnection(bff.url);
      await connection.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: arte.test\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const data = Buffer.alloc(256 * 1024, 1);
      const chunk = Buffer.concat([
        Buffer.from(`${data.length.toString(16)}\r\n`),
        data,
        Buffer.from('\r\n'),
      ]);
      await flood(
        connection,
        Array.from({ length: 256 }, () => chunk),
      );
      await vi.waitFor(() => expect(connection.closed()).toBe(true), { timeout: 5_000 });
      expect(connection.statuses()).toEqual([413]);
      expect(connection.received()).toMatch(/\r\nConnection: close\r\n/i);
    });

    it("answers the next request on the connection after the upstream's early answer", async () => {
      const connection = await rawConnection(bff.url);
      const size = 6 * 1024 * 1024;
      await connection.write(
        `POST /api/early HTTP/1.1\r\nHost: arte.test\r\nContent-Length: ${size}\r\n\r\n`,
      );
      await connection.write(Buffer.alloc(size, 1));
      await vi.waitFor(() => expect(connection.statuses()).toEqual([413]), { timeout: 5_000 });
      await connection.write('GET /api/artes HTTP/1.1\r\nHost: arte.test\r\n\r\n');
      await vi.waitFor(() => expect(connection.statuses()).toEqual([413, 200]), {
        timeout: 5_000,
      });
      connection.socket.destroy();
    });
  });
});
