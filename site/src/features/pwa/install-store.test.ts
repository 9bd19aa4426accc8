import { afterEach, describe, expect, it } from 'vitest';
import { INSTALL_DISMISS_KEY, PWA_INSTALLED_KEY } from '../../lib/pwa/pwa-rules';
import { toastQueue } from '../../lib/toast';
import {
  type BeforeInstallPromptEvent,
  capturePrompt,
  handleInstalled,
  installState,
  openInstallPopup,
  runInstall,
} from './install-store';

function fakePrompt(outcome: 'accepted' | 'dismissed'): BeforeInstallPromptEvent {
  const event = new Event('beforeinstallprompt') as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

afterEach(() => {
  localStorage.clear();
  installState.prompt = null;
  installState.popupOpen = false;
  installState.status = 'default';
  toastQueue.items.splice(0);
});

describe('install popup states (catalogue §4)', () => {
  it('shows the error state when there is no stored prompt', async () => {
    openInstallPopup();
    await runInstall();
    expect(installState.status).toBe('error');
    expect(installState.popupOpen).toBe(true);
  });

  it('accepted: Instalado!, pwa_installed stored as true, prompt cleared', async () => {
    capturePrompt(fakePrompt('accepted'));
    openInstallPopup();
    await runInstall();
    expect(installState.status).toBe('success');
    expect(localStorage.getItem(PWA_INSTALLED_KEY)).toBe('true');
    expect(installState.prompt).toBeNull();
  });

  it('dismissed: the popup closes, the dismissal is stored and the prompt cleared', async () => {
    capturePrompt(fakePrompt('dismissed'));
    openInstallPopup();
    await runInstall();
    expect(installState.popupOpen).toBe(false);
    expect(localStorage.getItem(INSTALL_DISMISS_KEY)).toContain('dismissedAt');
    expect(localStorage.getItem(PWA_INSTALLED_KEY)).toBeNull();
    expect(installState.prompt).toBeNull();
  });

  it("installed event: the popup closes and the toast 'App instalado com sucesso!' appears", () => {
    openInstallPopup();
    handleInstalled();
    expect(installState.popupOpen).toBe(false);
    expect(toastQueue.items.map((t) => t.title)).toEqual(['App instalado com sucesso!']);
  });
});
