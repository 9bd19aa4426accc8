import { atoms, MobileLoadingScreen, Spinner } from '@arte-gospel/ui';

/**
 * Marks the loading screen index.html carries in its root (site/scripts/prerender.ts):
 * main.tsx draws the app over it instead of hydrating it.
 */
export const LOADING_SHELL_ATTRIBUTE = 'data-app-loading';

/**
 * What a page served as index.html (the panel, the editor, sign-in…) shows from its first
 * byte until the app's code has run: the screens PageFallback shows while a page's code
 * loads (the designer-kit screen on phones, platform §2.9), chosen by the screen's width in
 * CSS since no script has run yet. Without it a phone shows a blank page until then.
 */
export function LoadingShell() {
  return (
    <div {...{ [LOADING_SHELL_ATTRIBUTE]: '' }}>
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
    </div>
  );
}
