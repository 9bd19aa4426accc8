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
  const taken = !window.dispatchEvent(new Event(SEARCH_FOCUS_EVENT, { cancelable: true }));
  focusOnArrival = !taken;
  return taken;
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
