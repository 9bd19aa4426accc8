// Imported by the app entry: catches beforeinstallprompt before the lazily loaded install host
// exists (Chromium fires it once, early). The host takes it over when it mounts.
export interface EarlyPrompt {
  event: Event;
  at: number;
}

let early: EarlyPrompt | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    early = { event, at: Date.now() };
  });
  window.addEventListener('appinstalled', () => {
    early = null;
  });
}

/** The prompt caught before the host mounted, once. */
export function takeEarlyPrompt(): EarlyPrompt | null {
  const taken = early;
  early = null;
  return taken;
}
