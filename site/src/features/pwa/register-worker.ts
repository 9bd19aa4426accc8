// Registers /push-sw.js at load (catalogue §7): push notifications and the offline shell that
// makes the site installable. Skipped where service workers do not exist.
import { registerPushWorker } from '../../lib/pwa/push-client';

export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    registerPushWorker(win.navigator.serviceWorker).catch(() => {
      // The site works without it; the push popup reports its own failure if asked.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
