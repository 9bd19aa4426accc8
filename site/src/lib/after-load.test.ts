import { describe, expect, it, vi } from 'vitest';

describe('afterLoad', () => {
  it('waits for the load event, then for an idle moment', async () => {
    vi.resetModules();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const { afterLoad } = await import('./after-load');
    let done = false;
    void afterLoad().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(done).toBe(true));
    expect(idle).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
    vi.unstubAllGlobals();
  });
});
