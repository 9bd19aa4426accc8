// The captured install prompt and the install popup's state (platform §4.3, catalogue §4),
// shared by the install host, the mobile banner and the header's desktop button.
import { INSTALL_POPUP_TEXTS } from '@arte-gospel/domain';
import type { InstallPopupStatus } from '@arte-gospel/ui';
import { proxy, ref } from 'valtio';
import {
  currentPwaSessionId,
  INSTALL_DISMISS_KEY,
  markPwaInstalled,
  storeDismissal,
} from '../../lib/pwa/pwa-rules';
import { toast } from '../../lib/toast';

/** The non-standard event Chromium fires when the app can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const installState = proxy({
  prompt: null as BeforeInstallPromptEvent | null,
  popupOpen: false,
  bannerOpen: false,
  status: 'default' as InstallPopupStatus,
  /** iOS Safari: the popup shows the manual steps. */
  ios: false,
  standalone: false,
});

export function capturePrompt(event: BeforeInstallPromptEvent): void {
  installState.prompt = ref(event);
}

export function clearPrompt(): void {
  installState.prompt = null;
}

export function openInstallPopup(): void {
  installState.status = 'default';
  installState.bannerOpen = false;
  installState.popupOpen = true;
}

/** Closing the popup or 'Agora não' on the popup or banner: remembered for this session. */
export function dismissInstall(): void {
  installState.popupOpen = false;
  installState.bannerOpen = false;
  installState.status = 'default';
  storeDismissal(INSTALL_DISMISS_KEY, currentPwaSessionId());
}

/**
 * 'Instalar': shows the browser prompt. No stored prompt → the error state. Accepted →
 * 'Instalado!' and pwa_installed = true; dismissed → the popup closes. The prompt is cleared
 * either way (it can be used once).
 */
export async function runInstall(): Promise<void> {
  const prompt = installState.prompt;
  installState.popupOpen = true;
  installState.bannerOpen = false;
  if (!prompt) {
    installState.status = 'error';
    return;
  }
  installState.status = 'loading';
  try {
    await prompt.prompt();
    const choice = await prompt.userChoice;
    clearPrompt();
    if (choice.outcome === 'accepted') {
      markPwaInstalled();
      installState.status = 'success';
    } else {
      dismissInstall();
    }
  } catch {
    clearPrompt();
    installState.status = 'error';
  }
}

/** The browser's appinstalled event: close, clear, flag and the success toast. */
export function handleInstalled(): void {
  clearPrompt();
  markPwaInstalled();
  installState.popupOpen = false;
  installState.bannerOpen = false;
  installState.status = 'default';
  toast({ title: INSTALL_POPUP_TEXTS.installedToast, tone: 'success' });
}
