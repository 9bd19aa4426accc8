import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RawConnection, rawConnection } from '../../testing/bff/test-bff';
import { CHEAP_HASHING, type RunningStack, startStack } from '../../testing/stack/stack';

// Issue 14, the BFF edge, through the stack of `npm start`: client addresses come only from
// trusted hops, bodies are received whole before the API is asked, early answers never leave
// a connection stuck, and the cross-site check reads the path the API will route.

const LOGIN_LIMIT = 3;
const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({
    ...CHEAP_HASHING,
    RATE_LIMIT_LOGIN_IP: `${LOGIN_LIMIT}/15m`,
    LOG_LEVEL: 'warn',
  });
});
afterAll(async () => {
  await stack?.stop();
});

describe('client address', () => {
  it('limits logins per real address, however the client rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i <= LOGIN_LIMIT; i += 1) {
      last = await fetch(`${stack.url}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: stack.url,
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `203.0.113.${i + 1}`,
          'x-forwarded-secret': 'adivinhado',
        },
        // A new e-mail each time: only the per-address limit can stop these.
        body: JSON.stringify({ username: `ninguem${i}@igreja.org`, password: 'errada123' }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), 429]);
    expect(await last?.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
  });
});

describe('bodies', () => {
  it('answers a listing while 200 sockets trickle request bodies', async () => {
    const trickling: RawConnection[] = [];
    const drip = setInterval(() => {
      for (const connection of trickling) connection.socket.write('x');
    }, 250);
    try {
      for (let i = 0; i < 200; i += 1) {
        const connection = await rawConnection(stack.url);
        await connection.write(
          'POST /api/reports-v2/upload HTTP/1.1\r\nHost: arte.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n-',
        );
        trickling.push(connection);
      }
      const started = performance.now();
      const listing = await fetch(`${stack.url}/api/artes`, {
        signal: AbortSignal.timeout(10_000),
      });
      const ms = performance.now() - started;
      expect(listing.status).toBe(200);
      expect(await listing.json()).toHaveProperty('arts');
      expect(ms).toBeLessThan(5_000);
      expect(trickling.filter((c) => c.closed() || c.received() !== '')).toEqual([]);
    } finally {
      clearInterval(drip);
      for (const connection of trickling) connection.socket.destroy();
    }
  });

  it("keeps the connection usable after the API's early 413 to an oversized evidence file", async () => {
    const connection = await rawConnection(stack.url);
    const size = 6 * 1024 * 1024; // over the 5 MB evidence limit, under the BFF's 10 MB
    const head = '--x\r\nContent-Disposition: form-data; name="evidence"; filename="a.png"\r\n\r\n';
    const tail = '\r\n--x--\r\n';
    const length = Buffer.byteLength(head) + size + Buffer.byteLength(tail);
    await connection.write(
      `POST /api/reports-v2/upload HTTP/1.1\r\nHost: arte.test\r\nOrigin: http://arte.test\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n${head}`,
    );
    await connection.write(Buffer.alloc(size, 7));
    await connection.write(tail);
    await vi.waitFor(() => expect(connection.statuses()).toHaveLength(1), { timeout: 10_000 });
    expect(connection.statuses()[0]).toBe(413);
    await connection.write('GET /api/categories HTTP/1.1\r\nHost: arte.test\r\n\r\n');
    await vi.waitFor(() => expect(connection.statuses()).toEqual([413, 200]), {
      timeout: 10_000,
    });
    connection.socket.destroy();
  });

  it('answers 413 with Connection: close to a declared length over the limit, and closes', async () => {
    const connection = await rawConnection(stack.url);
    // The headers and a first 4 MB in one write: the BFF answers while body bytes it has not
    // read wait in its socket, the case where a plain close resets the connection and the
    // client's TCP stack drops the answer.
    const chunk = Buffer.alloc(256 * 1024, 1);
    await connection.write(
      Buffer.concat([
        Buffer.from(
          'POST /api/reports-v2/upload HTTP/1.1\r\nHost: arte.test\r\nContent-Length: 104857600\r\n\r\n',
        ),
        Buffer.alloc(4 * 1024 * 1024, 1),
      ]),
    );
    for (let i = 0; i < 400 && !connection.closed(); i += 1) await connection.write(chunk);
    await vi.waitFor(() => expect(connection.closed()).toBe(true), { timeout: 10_000 });
    expect(connection.statuses()).toEqual([413]);
    expect(connection.received()).toMatch(/\r\nConnection: close\r\n/i);
  });
});

describe('paths', () => {
  it('refuses a cross-site call hidden behind /media/%2e%2e/api', async () => {
    const connection = await rawConnection(stack.url);
    await connection.write(
      'POST /media/%2e%2e/api/logout HTTP/1.1\r\nHost: arte.test\r\nOrigin: https://evil.example\r\nContent-Length: 0\r\n\r\n',
    );
    await vi.waitFor(() => expect(connection.statuses()).toHaveLength(1), { timeout: 10_000 });
    expect(connection.statuses()).toEqual([403]);
    expect(connection.received()).toContain('Requisição de outra origem recusada.');
    connection.socket.destroy();
  });
});
