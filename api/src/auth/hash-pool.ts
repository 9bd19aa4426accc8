import { availableParallelism } from 'node:os';
import type { ServerEnv } from '@arte-gospel/domain/config';

// A bounded pool for CPU- and memory-heavy work (scrypt: 128 MiB and ~0.3 s each, on libuv's
// threadpool, which file reads share): at most `concurrency` tasks run at once and at most
// `queue` wait; beyond that a call fails at once with PoolBusyError, so a flood of logins
// cannot starve the rest of the process.

export const POOL_BUSY_MESSAGE = 'Muitas solicitações no momento. Tente novamente em instantes.';

/** The pool is full: the API answers 503 with Retry-After (app.ts). */
export class PoolBusyError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 5) {
    super(POOL_BUSY_MESSAGE);
    this.name = 'PoolBusyError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface PoolLimits {
  /** Tasks running at once (≥ 1). */
  concurrency: number;
  /** Tasks waiting for a slot (≥ 0); one more is refused. */
  queue: number;
}

export class WorkPool {
  readonly limits: PoolLimits;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limits: PoolLimits) {
    if (!Number.isInteger(limits.concurrency) || limits.concurrency < 1)
      throw new RangeError('concurrency must be an integer ≥ 1');
    if (!Number.isInteger(limits.queue) || limits.queue < 0)
      throw new RangeError('queue must be an integer ≥ 0');
    this.limits = { ...limits };
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Every slot taken and the queue full: the next run() would be refused. */
  get full(): boolean {
    return this.#running >= this.limits.concurrency && this.#waiting.length >= this.limits.queue;
  }

  /** Runs the task in a free slot, queues it, or rejects with PoolBusyError when full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.limits.concurrency) {
      if (this.#waiting.length >= this.limits.queue) throw new PoolBusyError();
      // The slot is handed over by the finishing task (#running stays counted).
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * PASSWORD_HASH_CONCURRENCY (default: half the cores, 1 to 4) and PASSWORD_HASH_QUEUE
 * (default 32), parsed and checked by the environment schema.
 */
export function passwordHashLimits(
  env: Pick<ServerEnv, 'PASSWORD_HASH_CONCURRENCY' | 'PASSWORD_HASH_QUEUE'>,
): PoolLimits {
  return {
    concurrency:
      env.PASSWORD_HASH_CONCURRENCY ??
      Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))),
    queue: env.PASSWORD_HASH_QUEUE,
  };
}
