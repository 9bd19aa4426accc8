import { parseServerEnv } from '@arte-gospel/domain/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../testing/api/client';
import { freshDatabase } from '../../../testing/database/fresh-database';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { POOL_BUSY_MESSAGE, PoolBusyError, passwordHashLimits, WorkPool } from './hash-pool';
import { configurePasswordHashing, hashPassword, verifyPassword } from './password';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('WorkPool', () => {
  it('runs `concurrency` tasks, queues `queue` more and refuses exactly the overflow', async () => {
    const pool = new WorkPool({ concurrency: 1, queue: 2 });
    const release = gate();
    const started: number[] = [];
    const calls = Array.from({ length: 6 }, (_, i) =>
      pool.run(async () => {
        started.push(i);
        await release.opened;
        return i;
      }),
    );
    const settled = Promise.allSettled(calls);
    expect(pool.running).toBe(1);
    expect(pool.waiting).toBe(2);
    release.open();
    const results = await settled;
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
    for (const r of results.slice(3)) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PoolBusyError);
      expect((r as PromiseRejectedResult).reason.message).toBe(POOL_BUSY_MESSAGE);
    }
    expect(started).toEqual([0, 1, 2]);
    expect(pool.running).toBe(0);
    expect(pool.waiting).toBe(0);
  });

  it('never runs more than `concurrency` at once, and a failing task frees its slot', async () => {
    const pool = new WorkPool({ concurrency: 2, queue: 10 });
    let active = 0;
    let peak = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        pool.run(async () => {
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((resolve) => setImmediate(resolve));
          active -= 1;
          if (i % 3 === 0) throw new Error('falhou');
          return i;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(4);
    expect(pool.running).toBe(0);
    await expect(pool.run(async () => 'livre')).resolves.toBe('livre');
  });

  it('reads PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE, with defaults; refuses bad ones', () => {
    const limits = (env: Record<string, string>) => passwordHashLimits(parseServerEnv(env));
    expect(limits({ PASSWORD_HASH_CONCURRENCY: '3', PASSWORD_HASH_QUEUE: '0' })).toEqual({
      concurrency: 3,
      queue: 0,
    });
    const defaults = limits({});
    expect(defaults.queue).toBe(32);
    expect(defaults.concurrency).toBeGreaterThanOrEqual(1);
    expect(defaults.concurrency).toBeLessThanOrEqual(4);
    expect(() => limits({ PASSWORD_HASH_CONCURRENCY: '0' })).toThrow(
      /PASSWORD_HASH_CONCURRENCY=0 inválido/,
    );
    expect(() => limits({ PASSWORD_HASH_QUEUE: '-1' })).toThrow(/PASSWORD_HASH_QUEUE=-1 inválido/);
  });
});

describe('password hashing in the bounded pool', () => {
  it('with concurrency 1 and queue 2, 6 parallel hashes: 3 succeed, 3 are refused', async () => {
    configurePasswordHashing({ concurrency: 1, queue: 2 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => hashPassword(`senha-${i}`)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.reason).toBeInstanceOf(PoolBusyError);
    // A full pool is an error, never a wrong password.
    const stored = (ok[0] as PromiseFulfilledResult<string>).value;
    const checks = await Promise.allSettled(
      Array.from({ length: 4 }, () => verifyPassword('senha-0', stored)),
    );
    expect(checks.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect((checks[3] as PromiseRejectedResult).reason).toBeInstanceOf(PoolBusyError);
    expect(checks.slice(0, 3).map((r) => (r as PromiseFulfilledResult<boolean>).value)).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('a flood of logins through the API', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createApp>;
  // Production cost (N = 2^17): a hash must outlast the other logins' way to the pool.
  const pool = (concurrency: number, queue: number) =>
    configurePasswordHashing({ concurrency, queue, cost: 17 });

  beforeAll(async () => {
    handle = await freshDatabase();
    app = createApp({ db: handle.db, log: () => {} });
    pool(4, 4);
    const password_hash = await hashPassword('demo12345');
    await handle.db
      .insertInto('users')
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          name: `Pessoa ${i}`,
          username: `pessoa${i}`,
          email: `pessoa${i}@demo.org`,
          password_hash,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('answers the overflow 503 with Retry-After and a pt-BR message; the catalogue still answers', async () => {
    pool(1, 1);
    const logins = Array.from({ length: 8 }, (_, i) =>
      testClient(app).call('POST', '/api/login', {
        username: `pessoa${i}@demo.org`,
        password: 'demo12345',
      }),
    );
    const categories = await app.request('/api/categories');
    expect(categories.status).toBe(200);
    const answers = await Promise.all(logins);
    const statuses = answers.map((res) => res.status).sort();
    // Each login finds its user first, so the 8 hashes reach the pool together.
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503, 503, 503]);
    for (const res of answers.filter((r) => r.status === 503)) {
      expect(res.body).toEqual({ message: POOL_BUSY_MESSAGE });
    }
    const raw = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.request('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
          body: JSON.stringify({ username: 'pessoa0@demo.org', password: 'demo12345' }),
        }),
      ),
    );
    const busy = raw.find((res) => res.status === 503);
    expect(busy?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a login while the pool is full before any database work (no rate-limit row)', async () => {
    pool(1, 0);
    const rateRows = async () =>
      Number(
        (
          await handle.db
            .selectFrom('rate_limits')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rateRows();
    const holding = hashPassword('segura-o-pool'); // takes the only slot at once
    const refused = await testClient(app, '10.7.7.7').call('POST', '/api/login', {
      username: 'pessoa2@demo.org',
      password: 'demo12345',
    });
    await holding;
    expect(refused).toMatchObject({ status: 503, body: { message: POOL_BUSY_MESSAGE } });
    expect(await rateRows()).toBe(before);
  });

  it('answers an unknown e-mail 401 once the flood is over (no refusal is remembered)', async () => {
    pool(1, 0);
    // The only slot taken: an unknown e-mail's login is refused while it is held…
    const holding = hashPassword('segura-o-pool');
    const refused = await testClient(app).call('POST', '/api/login', {
      username: 'ninguem@demo.org',
      password: 'demo12345',
    });
    expect(refused.status).toBe(503);
    await holding;
    // …and once it is free, answered as any unknown e-mail.
    const later = await testClient(app).call('POST', '/api/login', {
      username: 'ninguem@demo.org',
      password: 'demo12345',
    });
    expect(later.status).toBe(401);
  });
});
