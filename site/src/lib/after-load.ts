import { useEffect, useState } from 'react';

let ready: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the main thread is idle (or `timeoutMs` after the
 * load at the latest): the moment for what is never part of the first screen.
 */
export function afterLoad(timeoutMs = 2000): Promise<void> {
  ready ??= new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return ready;
}

/** False until `afterLoad()` resolves. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void afterLoad().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
