import { spyOn } from 'storybook/test';

/**
 * Watches what a plan button does: `window.open` (the checkout's new tab), console warnings
 * (a plan with no link) and alerts, all silenced until `restore()`.
 */
export function watchCheckout() {
  const open = spyOn(window, 'open').mockImplementation(() => null);
  const warn = spyOn(console, 'warn').mockImplementation(() => {});
  const alert = spyOn(window, 'alert').mockImplementation(() => {});
  return {
    open,
    warn,
    alert,
    restore() {
      open.mockRestore();
      warn.mockRestore();
      alert.mockRestore();
    },
  };
}
