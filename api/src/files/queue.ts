// A small queue for heavy renders (SVG → PNG → PDF → ZIP, previews): at most `concurrency`
// run at a time in this process and at most `maxWaiting` wait behind them; more are refused
// at once, so a burst of first requests cannot hold dozens of bitmaps in memory together.
// Background tasks (work nobody waits for: animations, warming) start only when no
// foreground task waits, and are bounded apart (`maxBackground`).

/** Thrown by `run` when the queue is full: answer 503 with Retry-After. */
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 5) {
    super('Muitos arquivos sendo gerados agora. Tente novamente em alguns segundos.');
    this.name = 'QueueFullError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Thrown by `run` for a task whose turn came after it had waited longer than `maxWaitMs`:
 * whoever asked has given up by then (the BFF answers 504 after its upstream time-out), so
 * its render is not made; answered like a full queue (503, Retry-After).
 */
export class QueueWaitedTooLongError extends QueueFullError {
  constructor() {
    super();
    this.name = 'QueueWaitedTooLongError';
  }
}

export interface RunOptions {
  /** Waits behind every foreground task: it starts only when none is waiting. */
  background?: boolean;
}

export interface RenderQueue {
  /** Runs `task` when a slot is free; rejects with QueueFullError when too many wait. */
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<T>;
  /** Tasks running and foreground tasks waiting now (for tests and logs). */
  stats(): { running: number; waiting: number };
  /** Background tasks waiting now. */
  backgroundWaiting(): number;
  /** Resolves once no foreground task runs or waits (at once when none does). */
  idle(): Promise<void>;
}

export interface RenderQueueOptions {
  concurrency?: number;
  maxWaiting?: number;
  /** Background tasks that may wait; default: maxWaiting. */
  maxBackground?: number;
  /**
   * Which waiting foreground task goes next: the first asked ('fifo', the default) or the
   * last ('lifo': what a gallery on screen asks for now goes before what a page scrolled
   * past or closed asked for earlier, as image loaders of scrolling lists do).
   */
  order?: 'fifo' | 'lifo';
  /** A waiting task older than this when its turn comes is skipped (QueueWaitedTooLongError). */
  maxWaitMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Waiter {
  start: () => void;
  skip: () => void;
  since: number;
}

/**
 * Default: one render at a time and 6 waiting. An A4 ZIP takes about 2 s to make, so the
 * last of 6 waits about 14 s, within the BFF's 15 s upstream time-out (UPSTREAM_TIMEOUT_MS).
 */
export function createRenderQueue({
  concurrency = 1,
  maxWaiting = 6,
  maxBackground = maxWaiting,
  order = 'fifo',
  maxWaitMs = Number.POSITIVE_INFINITY,
  now = Date.now,
}: RenderQueueOptions = {}): RenderQueue {
  let running = 0;
  let foregroundRunning = 0;
  // Each entry takes its slot (counted by `release`) and lets its task start.
  const waiting: Waiter[] = [];
  const background: Waiter[] = [];
  let idleWaiters: Array<() => void> = [];

  const isIdle = () => foregroundRunning === 0 && waiting.length === 0;

  /** The next task to start: a foreground one in `order`, else a background one. */
  const nextWaiter = (): Waiter | undefined => {
    for (;;) {
      const next = (order === 'lifo' ? waiting.pop() : waiting.shift()) ?? background.shift();
      if (!next || now() - next.since <= maxWaitMs) return next;
      next.skip();
    }
  };

  const release = () => {
    running -= 1;
    const next = nextWaiter();
    if (next) {
      running += 1;
      next.start();
    }
    if (isIdle() && idleWaiters.length > 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  async function run<T>(task: () => Promise<T>, options: RunOptions = {}): Promise<T> {
    const isBackground = options.background === true;
    if (running >= concurrency) {
      const line = isBackground ? background : waiting;
      const limit = isBackground ? maxBackground : maxWaiting;
      if (line.length >= limit) throw new QueueFullError();
      await new Promise<void>((resolve, reject) =>
        line.push({
          start: () => {
            if (!isBackground) foregroundRunning += 1;
            resolve();
          },
          skip: () => reject(new QueueWaitedTooLongError()),
          since: now(),
        }),
      );
    } else {
      running += 1;
      if (!isBackground) foregroundRunning += 1;
    }
    try {
      return await task();
    } finally {
      if (!isBackground) foregroundRunning -= 1;
      release();
    }
  }

  function idle(): Promise<void> {
    if (isIdle()) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    run,
    idle,
    stats: () => ({ running, waiting: waiting.length }),
    backgroundWaiting: () => background.length,
  };
}
