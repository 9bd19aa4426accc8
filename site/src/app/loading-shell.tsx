import { atoms, MobileLoadingScreen, Spinner } from '@arte-gospel/ui';

/**
 * Marks the loading screen index.html carries in its root (site/scripts/prerender.ts):
 * main.tsx draws the app over it instead of hydrating it.
 */
export const LOADING_SHELL_ATTRIBUTE = 'data-app-loading';

/**
 * What shows while a page's code loads: the designer-kit screen on phones (platform §2.9),
 * the spinner, centred, on larger screens. Chosen by the screen's width in CSS (ui's
 * breakpoints), so the HTML's copy and the app's fallback make the same choice at every
 * width, and the HTML's copy needs no script.
 */
export function LoadingScreen() {
  return (
    <>
      <div className={atoms({ display: { mobile: 'block', tablet: 'none' } })}>
        <MobileLoadingScreen />
      </div>
      <div
        className={atoms({
          display: { mobile: 'none', tablet: 'flex' },
          justifyContent: 'center',
          paddingTop: 'xxl',
        })}
      >
        <Spinner label="Carregando..." />
      </div>
    </>
  );
}

/**
 * What a page served as index.html (the panel, the editor, sign-in…) shows from its first
 * byte until the app's code has run. Without it a phone shows a blank page until then.
 */
export function LoadingShell() {
  return (
    <div {...{ [LOADING_SHELL_ATTRIBUTE]: '' }}>
      <LoadingScreen />
    </div>
  );
}
