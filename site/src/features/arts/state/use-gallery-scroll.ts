import { useCallback, useEffect, useRef } from 'react';
import {
  isListingEntryState,
  LISTING_ENTRY_STATE,
  savedGalleryScroll,
  saveGalleryScroll,
} from './listing-state';

/** Marks the current history entry as the listing's (its scroll is brought back on a return). */
function markEntry(): void {
  const state: unknown = window.history.state;
  if (isListingEntryState(state)) return;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...base, ...LISTING_ENTRY_STATE }, '');
}

/**
 * Scrolls to `y` as soon as the page is tall enough for it (the grid may still be placing
 * its cards), unless the visitor scrolls, taps or types first. Returns a stop function.
 */
function scrollWhenTallEnough(y: number, onDone: () => void): () => void {
  const root = document.documentElement;
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let observer: ResizeObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of userInput) window.removeEventListener(type, giveUp);
  };
  const giveUp = () => {
    stop();
    onDone();
  };
  const attempt = () => {
    if (root.scrollHeight - window.innerHeight < y) return false;
    window.scrollTo(0, y);
    giveUp();
    return true;
  };
  if (attempt()) return () => {};
  observer = new ResizeObserver(() => void attempt());
  observer.observe(document.body);
  for (const type of userInput) window.addEventListener(type, giveUp, { passive: true });
  return stop;
}

/**
 * The listing's scroll position, kept per address for the session: a return to an address
 * (Back, Forward, a reload, 'Voltar para as artes', all of which land on a history entry the
 * listing marked) scrolls back to where the visitor was once its arts are drawn (`ready`),
 * winning over the router's scroll to the top. Arriving by any other link starts at the top.
 *
 * Returns `leaving(next)`: the listing calls it before moving itself to another of its
 * addresses (a page, a filter), so that move is not taken for a return.
 */
export function useGalleryScroll(address: string, ready: boolean): (next: string) => void {
  const current = useRef(address);
  const own = useRef<string | null>(null);
  const pending = useRef<number | undefined>(undefined);
  const lastY = useRef<number | undefined>(undefined);

  // Arrival at an address: a return restores its scroll, anything else starts fresh.
  useEffect(() => {
    current.current = address;
    const ownMove = own.current === address;
    own.current = null;
    const saved =
      !ownMove && isListingEntryState(window.history.state)
        ? savedGalleryScroll(address)
        : undefined;
    pending.current = saved !== undefined && saved > 0 ? saved : undefined;
    if (!ownMove) lastY.current = undefined;
    markEntry();
  }, [address]);

  // The position is written as the visitor scrolls (once a frame), and on leaving.
  useEffect(() => {
    let frame = 0;
    const save = () => {
      frame = 0;
      if (pending.current === undefined && lastY.current !== undefined) {
        saveGalleryScroll(current.current, lastY.current);
      }
    };
    const onScroll = () => {
      lastY.current = window.scrollY;
      if (!frame) frame = requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A reload keeps the place too.
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      cancelAnimationFrame(frame);
      // The last position seen, not window.scrollY: the next page may already be drawn.
      save();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address may bring a return.
  useEffect(() => {
    const y = pending.current;
    if (!ready || y === undefined) return;
    return scrollWhenTallEnough(y, () => {
      pending.current = undefined;
      lastY.current = window.scrollY;
    });
  }, [ready, address]);

  return useCallback((next: string) => {
    if (pending.current === undefined && lastY.current !== undefined) {
      saveGalleryScroll(current.current, lastY.current);
    }
    pending.current = undefined;
    lastY.current = undefined;
    own.current = next;
    current.current = next;
  }, []);
}
