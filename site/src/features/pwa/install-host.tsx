// The install flow (platform §4.3, catalogue §2, §4): captures beforeinstallprompt, offers
// the install 3 s later (banner on phones, popup elsewhere), shows the iOS Safari steps,
// and nothing at all in standalone mode.
import { INSTALL_POPUP_DELAY_MS, installOffer } from '@arte-gospel/domain';
import { InstallBanner, InstallPopup } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  currentPwaSessionId,
  dismissedAtFor,
  INSTALL_DISMISS_KEY,
  isIosSafari,
  isStandalone,
  MOBILE_QUERY,
  STANDALONE_BODY_CLASS,
} from '../../lib/pwa/pwa-rules';
import { userQueryOptions } from '../../lib/session-query';
import { takeEarlyPrompt } from './install-capture';
import {
  type BeforeInstallPromptEvent,
  capturePrompt,
  clearPrompt,
  dismissInstall,
  handleInstalled,
  installState,
  runInstall,
} from './install-store';

const ICON = '/icons/icon-192.png';

/** Whether someone is signed in, as the host last saw it (the offer runs from a timer). */
let signedIn = false;

function offerInstall(): void {
  const offer = installOffer({
    standalone: installState.standalone,
    dismissed: dismissedAtFor(INSTALL_DISMISS_KEY, currentPwaSessionId()) !== null,
    phone: Boolean(window.matchMedia?.(MOBILE_QUERY).matches) && !installState.ios,
    loggedIn: signedIn,
  });
  if (offer === 'banner') {
    installState.bannerOpen = true;
  } else if (offer === 'popup') {
    installState.status = 'default';
    installState.popupOpen = true;
  }
}

export function InstallHost() {
  const state = useSnapshot(installState);
  const user = useQuery(userQueryOptions);
  const loggedIn = Boolean(user.data);
  useEffect(() => {
    signedIn = loggedIn;
  }, [loggedIn]);

  useEffect(() => {
    const standalone = isStandalone();
    installState.standalone = standalone;
    document.body.classList.toggle(STANDALONE_BODY_CLASS, standalone);
    if (standalone) return;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      capturePrompt(event as BeforeInstallPromptEvent);
      clearTimeout(timer);
      timer = setTimeout(offerInstall, INSTALL_POPUP_DELAY_MS);
    };
    const onInstalled = () => {
      clearTimeout(timer);
      handleInstalled();
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    const early = takeEarlyPrompt();
    if (early) {
      capturePrompt(early.event as BeforeInstallPromptEvent);
      const elapsed = Date.now() - early.at;
      timer = setTimeout(offerInstall, Math.max(0, INSTALL_POPUP_DELAY_MS - elapsed));
    }

    // iOS Safari has no install prompt: the manual steps, on the same delay.
    if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) {
      installState.ios = true;
      timer = setTimeout(offerInstall, INSTALL_POPUP_DELAY_MS);
    }
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
      clearPrompt();
    };
  }, []);

  if (state.standalone) return null;
  return (
    <>
      {state.bannerOpen ? (
        <InstallBanner.Root>
          <InstallBanner.Icon src={ICON} />
          <InstallBanner.Text>
            <InstallBanner.Title />
            <InstallBanner.Description />
          </InstallBanner.Text>
          <InstallBanner.Actions>
            <InstallBanner.Dismiss onClick={dismissInstall} />
            <InstallBanner.Install onClick={() => void runInstall()} />
          </InstallBanner.Actions>
        </InstallBanner.Root>
      ) : null}
      <InstallPopup
        open={state.popupOpen && loggedIn}
        status={state.status}
        platform={state.ios ? 'ios' : 'default'}
        iconUrl={ICON}
        onInstall={() => void runInstall()}
        onDismiss={dismissInstall}
      />
    </>
  );
}
