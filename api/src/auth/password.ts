import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { parseServerEnv, type ServerEnv } from '@arte-gospel/domain/config';
import type { MiddlewareHandler } from 'hono';
import { PoolBusyError, type PoolLimits, passwordHashLimits, WorkPool } from './hash-pool';

// Password hashing with scrypt (node:crypto), OWASP parameters: N = 2^17, r = 8, p = 1.
// Stored as scrypt$N$r$p$salt$hash (base64), so a hash made at another cost still verifies
// and parameters can rise later. PASSWORD_HASH_COST (log2 N) lowers N for test stacks only.
// Every derivation runs in one bounded pool per process (hash-pool.ts): beyond its queue,
// hashPassword and verifyPassword reject with PoolBusyError (503) instead of piling up
// 128 MiB each.

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 32;
// 128 × N × r bytes are needed (128 MiB at N = 2^17, the highest cost); leave room above it.
const MAX_MEMORY = 256 * 1024 * 1024;

let pool: WorkPool | undefined;
let N = 2 ** parseServerEnv({}).PASSWORD_HASH_COST;

/** The pool limits and, when given, the cost (log2 N) new hashes are made with. */
export interface PasswordHashing extends PoolLimits {
  cost?: number;
}

/** Sets the process's hashing pool limits and cost (startApi, from the environment; tests). */
export function configurePasswordHashing({ cost, ...limits }: PasswordHashing): void {
  pool = new WorkPool(limits);
  if (cost !== undefined) N = 2 ** cost;
}

/** PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE and PASSWORD_HASH_COST. */
export function passwordHashing(env: ServerEnv): Required<PasswordHashing> {
  return { ...passwordHashLimits(env), cost: env.PASSWORD_HASH_COST };
}

function hashingPool(): WorkPool {
  pool ??= new WorkPool(passwordHashLimits(parseServerEnv({})));
  return pool;
}

/**
 * Middleware for the calls that hash a password: with the pool full they are refused (503)
 * before any other work, so a flood of them costs no database round trip (rate-limit
 * counters, account look-ups) that the rest of the API would wait behind.
 */
export const whileHashingHasRoom: MiddlewareHandler = async (_c, next) => {
  if (hashingPool().full) throw new PoolBusyError();
  await next();
};

function derive(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  return hashingPool().run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          length,
          { N: n, r, p, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * A well-formed hash with a random key, which no password matches: checking a password
 * against it costs what a real check costs (an unknown account answers as slowly as a wrong
 * password) without hashing anything first.
 */
export function unmatchableHash(): string {
  const salt = randomBytes(SALT_LENGTH).toString('base64');
  const key = randomBytes(KEY_LENGTH).toString('base64');
  return ['scrypt', N, R, P, salt, key].join('$');
}

/** Constant-time check; a malformed or tampered hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const [cost, block, parallel] = [Number(n), Number(r), Number(p)];
  if (
    ![cost, block, parallel].every(Number.isInteger) ||
    cost > 2 ** 20 ||
    block > 32 ||
    parallel > 16
  )
    return false;
  const expected = Buffer.from(keyB64, 'base64');
  if (expected.length < 16) return false;
  let actual: Buffer;
  try {
    actual = await derive(
      password,
      Buffer.from(saltB64, 'base64'),
      cost,
      block,
      parallel,
      expected.length,
    );
  } catch (error) {
    // A full pool is not a wrong password: the caller answers 503.
    if (error instanceof PoolBusyError) throw error;
    return false;
  }
  return timingSafeEqual(actual, expected);
}
