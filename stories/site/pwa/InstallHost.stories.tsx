import { lightTheme } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstallHost } from '../../../site/src/features/pwa/install-host';
import { installState } from '../../../site/src/features/pwa/install-store';
import { INSTALL_DISMISS_KEY, PWA_INSTALLED_KEY } from '../../../site/src/lib/pwa/pwa-rules';
import { toastQueue } from '../../../site/src/lib/toast';
import { sessionHandlers } from '../../msw/handlers/session';
import { withFakeClock } from '../support/fake-clock';
import { settled, withSite } from '../support/site-story';

const body = () => within(document.body);

/** The spec's wait between the browser's prompt and the offer (platform §4.3): 3 s. */
const OFFER_DELAY_MS = 3000;

/** The browser's install prompt, answered with `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

function reset() {
  localStorage.removeItem(INSTALL_DISMISS_KEY);
  localStorage.removeItem(PWA_INSTALLED_KEY);
  toastQueue.items.splice(0);
  Object.assign(installState, {
    prompt: null,
    popupOpen: false,
    bannerOpen: false,
    status: 'default',
  });
  document.documentElement.classList.add(lightTheme);
}

const meta = {
  title: 'Site/PWA/InstallHost',
  component: InstallHost,
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
  // The popup is for logged-in users (catalogue §2, §4): a free user unless a story says.
  beforeEach: ({ msw }) => {
    reset();
    msw.use(...sessionHandlers('free'));
  },
} satisfies Meta<typeof InstallHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PopupThreeSecondsAfterThePrompt: Story = {
  play: async () => {
    await settled();
    await withFakeClock(async (clock) => {
      const event = offerInstall('accepted');
      // The prompt is kept for later, not shown by the browser at once.
      await expect(event.defaultPrevented).toBe(true);
      clock.advance(OFFER_DELAY_MS - 1);
      await expect(installState.popupOpen).toBe(false);
      clock.advance(1);
      await expect(installState.popupOpen).toBe(true);
    });
    const dialog = await body().findByRole('dialog', { name: 'Instale o app Arte Gospel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Instalar' }));
    await within(dialog).findByRole('button', { name: 'Instalado!' });
    await expect(localStorage.getItem(PWA_INSTALLED_KEY)).toBe('true');
    // The browser confirms: the popup closes and the success toast is queued.
    window.dispatchEvent(new Event('appinstalled'));
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: 'Instale o app Arte Gospel' })).toBeNull(),
    );
    await expect(toastQueue.items.map((t) => t.title)).toContain('App instalado com sucesso!');
  },
};

export const NotNowIsRememberedForTheSession: Story = {
  play: async () => {
    await settled();
    await withFakeClock((clock) => {
      offerInstall('dismissed');
      clock.advance(OFFER_DELAY_MS);
    });
    const dialog = await body().findByRole('dialog', { name: 'Instale o app Arte Gospel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(localStorage.getItem(INSTALL_DISMISS_KEY)).toContain('dismissedAt'));
    // A new prompt in the same session is not offered again.
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await withFakeClock(async (clock) => {
      offerInstall('dismissed');
      clock.runAll();
      await expect(installState.popupOpen).toBe(false);
      await expect(installState.bannerOpen).toBe(false);
    });
    await expect(body().queryByRole('dialog', { name: 'Instale o app Arte Gospel' })).toBeNull();
  },
};

export const NeverForVisitors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...sessionHandlers('visitor'));
  },
  play: async () => {
    // The session answered: nobody is signed in.
    await settled();
    await withFakeClock(async (clock) => {
      offerInstall('accepted');
      clock.runAll();
      await expect(installState.popupOpen).toBe(false);
    });
    await expect(body().queryByRole('dialog', { name: 'Instale o app Arte Gospel' })).toBeNull();
  },
};
