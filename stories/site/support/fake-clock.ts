export interface FakeClock {
  /** Moves the clock on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Runs every pending timer, and those they set, in order. */
  runAll(): void;
}

interface Timer {
  at: number;
  run: () => void;
}

/**
 * A hand-driven clock for the timers a story's component sets (`setTimeout` and
 * `clearTimeout` only), so a play checks "not before 3 s, at 3 s" exactly without waiting.
 * Queries and clicks run on real time once `during` returns; timers still pending then are
 * handed to the real clock with the time they had left.
 */
export async function withFakeClock(during: (clock: FakeClock) => void | Promise<void>) {
  const realSetTimeout = window.setTimeout;
  const realClearTimeout = window.clearTimeout;
  const timers = new Map<number, Timer>();
  let now = 0;
  let nextId = 1;
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    const id = nextId++;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    timers.set(id, { at: now + Math.max(0, Number(ms) || 0), run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
  }) as typeof window.clearTimeout;

  const runUntil = (until: number) => {
    for (;;) {
      let due: [number, Timer] | undefined;
      for (const entry of timers) {
        if (entry[1].at <= until && (!due || entry[1].at < due[1].at)) due = entry;
      }
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = Math.max(now, until);
  };
  const clock: FakeClock = {
    advance: (ms) => runUntil(now + ms),
    runAll: () => {
      while (timers.size > 0) runUntil(Math.max(...[...timers.values()].map((t) => t.at)));
    },
  };
  try {
    await during(clock);
  } finally {
    window.setTimeout = realSetTimeout;
    window.clearTimeout = realClearTimeout;
    for (const timer of timers.values()) realSetTimeout(timer.run, timer.at - now);
  }
}
