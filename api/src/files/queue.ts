// A small queue for heavy renders (SVG → PNG → PDF → ZIP): at most `concurrency` run at a
// time in this process and at most `maxWaiting` wait behind them; more are refused at once,
// so a burst of first downloads cannot hold dozens of A4 bitmaps in memory together.

/** Thrown by `run` when the queue is full: answer 503 with Retry-After. */
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds = 5) {
    super('Muitos arquivos sendo gerados agora. Tente novamente em alguns segundos.');
    this.name = 'QueueFullError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface RenderQueue {
  /** Runs `task` when a slot is free; rejects with QueueFullError when too many wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  stats(): { running: number; waiting: number };
}

/**
 * Default: one render at a time and 6 waiting. An A4 ZIP takes about 2 s to make, so the
 * last of 6 waits about 14 s, within the BFF's 15 s upstream time-out (UPSTREAM_TIMEOUT_MS).
 */
export function createRenderQueue({ concurrency = 1, maxWaiting = 6 } = {}): RenderQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      release();
    }
  }

  return { run, stats: () => ({ running, waiting: waiting.length }) };
}
