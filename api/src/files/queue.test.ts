import { describe, expect, it } from 'vitest';
import { createRenderQueue, QueueFullError, QueueWaitedTooLongError } from './queue';

/** A task that runs until its `finish` is called, recording when it started. */
function heldTask(order: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      order.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createRenderQueue', () => {
  it('starts background tasks only when no foreground task waits', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    const order: string[] = [];
    const first = heldTask(order, 'first');
    const animation = heldTask(order, 'animation');
    const stillA = heldTask(order, 'still-a');
    const stillB = heldTask(order, 'still-b');
    const running = [
      queue.run(first.task),
      queue.run(animation.task, { background: true }),
      queue.run(stillA.task),
      queue.run(stillB.task),
    ];
    await settle();
    expect(order).toEqual(['first']);
    expect(queue.stats()).toEqual({ running: 1, waiting: 2 });
    expect(queue.backgroundWaiting()).toBe(1);
    first.finish();
    await settle();
    // The still asked for after the animation goes before it.
    expect(order).toEqual(['first', 'still-a']);
    stillA.finish();
    await settle();
    expect(order).toEqual(['first', 'still-a', 'still-b']);
    stillB.finish();
    await settle();
    expect(order).toEqual(['first', 'still-a', 'still-b', 'animation']);
    animation.finish();
    expect(await Promise.all(running)).toEqual(['first', 'animation', 'still-a', 'still-b']);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('idle() waits for the foreground tasks, not for background ones', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
    const order: string[] = [];
    let idleAt = -1;
    await queue.idle(); // nothing runs: at once
    const animation = heldTask(order, 'animation');
    const still = heldTask(order, 'still');
    const background = queue.run(animation.task, { background: true });
    await settle();
    await queue.idle(); // only a background task runs: idle
    const foreground = queue.run(still.task);
    const idle = queue.idle().then(() => {
      idleAt = order.length;
    });
    await settle();
    expect(idleAt).toBe(-1);
    still.finish();
    await foreground;
    await idle;
    expect(idleAt).toBe(2);
    animation.finish();
    await background;
  });

  it('bounds the background line apart from the foreground one', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1, maxBackground: 1 });
    const order: string[] = [];
    const first = heldTask(order, 'first');
    const running = queue.run(first.task);
    const waitingBackground = queue.run(async () => 'b1', { background: true });
    await expect(queue.run(async () => 'b2', { background: true })).rejects.toBeInstanceOf(
      QueueFullError,
    );
    // The foreground line still has its own room.
    const waitingForeground = queue.run(async () => 'f1');
    await expect(queue.run(async () => 'f2')).rejects.toBeInstanceOf(QueueFullError);
    first.finish();
    expect(await Promise.all([running, waitingForeground, waitingBackground])).toEqual([
      'first',
      'f1',
      'b1',
    ]);
  });

  it("'lifo' starts the last asked first (what is on screen now before what was scrolled past)", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, order: 'lifo' });
    const order: string[] = [];
    const tasks = ['first', 'old', 'older-page', 'on-screen'].map((name) => heldTask(order, name));
    const done = tasks.map((t) => queue.run(t.task));
    await settle();
    expect(order).toEqual(['first']);
    for (const t of tasks) {
      t.finish();
      await settle();
    }
    expect(order).toEqual(['first', 'on-screen', 'older-page', 'old']);
    await Promise.all(done);
  });

  it('skips a task whose turn comes after maxWaitMs: its asker has given up', async () => {
    let clock = 0;
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 15_000, now: () => clock });
    const order: string[] = [];
    const first = heldTask(order, 'first');
    const stale = heldTask(order, 'stale');
    const running = queue.run(first.task);
    const skipped = queue.run(stale.task);
    clock = 10_000;
    const fresh = heldTask(order, 'fresh');
    const kept = queue.run(fresh.task);
    await settle();
    // The first ran 16 s: the one asked at 0 s waited too long, the one asked at 10 s not.
    clock = 16_000;
    first.finish();
    await expect(skipped).rejects.toBeInstanceOf(QueueWaitedTooLongError);
    await expect(skipped).rejects.toBeInstanceOf(QueueFullError);
    await settle();
    expect(order).toEqual(['first', 'fresh']);
    fresh.finish();
    expect(await running).toBe('first');
    expect(await kept).toBe('fresh');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
