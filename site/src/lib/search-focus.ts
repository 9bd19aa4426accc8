// The header's magnifier takes the visitor to the search (platform §2.6): the page's own
// search box when it has one (the listing's, the home's header search), else /artes with
// its box focused on arrival.

/** Dispatched (cancelable) on window: a search box on screen focuses itself and cancels it. */
export const SEARCH_FOCUS_EVENT = 'site-search:focus';

let focusOnArrival = false;

/**
 * Asks the page's search box to take the focus. True when one did; otherwise the next
 * search box to mount takes it (the caller goes on to /artes).
 */
export function requestSearchFocus(): boolean {
  const taken =
    !window.dispatchEvent(new Event(SEARCH_FOCUS_EVENT, { cancelable: true })) ||
    focusMarkedSearchOnScreen();
  focusOnArrival = !taken;
  return taken;
}

/**
 * Marks a search box the magnifier may focus while it is on screen, even before its page's
 * code has taken over the server-rendered HTML (the home's hero search): spread on the input.
 */
export const SEARCH_FOCUS_TARGET = { 'data-search-focus': '' } as const;

function focusMarkedSearchOnScreen(): boolean {
  for (const input of document.querySelectorAll<HTMLInputElement>('input[data-search-focus]')) {
    const box = input.getBoundingClientRect();
    const onScreen = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    if (onScreen && !input.disabled) {
      input.focus();
      return true;
    }
  }
  return false;
}

/** For a search box as it mounts: was it asked for (once)? */
export function takeSearchFocusRequest(): boolean {
  const asked = focusOnArrival;
  focusOnArrival = false;
  return asked;
}

/** A search box answering the magnifier: focuses `input` now or as it mounts. */
export function listenForSearchFocus(input: () => HTMLInputElement | null): () => void {
  if (takeSearchFocusRequest()) input()?.focus();
  const onRequest = (event: Event) => {
    const field = input();
    if (!field || field.disabled) return;
    event.preventDefault();
    field.focus();
  };
  window.addEventListener(SEARCH_FOCUS_EVENT, onRequest);
  return () => window.removeEventListener(SEARCH_FOCUS_EVENT, onRequest);
}
