import { PUSH_POPUP_DELAY_MS } from '@arte-gospel/domain';
import { lightTheme } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PushHost } from '../../../site/src/features/pwa/push-host';
import {
  PUSH_DISMISS_KEY,
  PWA_INSTALLED_KEY,
  PWA_SESSION_KEY,
} from '../../../site/src/lib/pwa/pwa-rules';
import { sessionHandlers } from '../../msw/handlers/session';
import { type FakeClock, withFakeClock } from '../support/fake-clock';
import { settled, withSite } from '../support/site-story';

// The push popup's host (catalogue §4): offered on the home to a signed-in user whose app is
// installed, where push is supported and not yet on, 30 s after the home opens. The stories
// mount it on a hand-driven clock (fake-clock.ts) and move the 30 s on themselves.
const body = () => within(document.body);
const dialogName = 'Ative as notificações';
const offer = () => body().queryByRole('dialog', { name: dialogName });

function reset() {
  localStorage.removeItem(PUSH_DISMISS_KEY);
  localStorage.removeItem(PWA_SESSION_KEY);
  localStorage.setItem(PWA_INSTALLED_KEY, 'true');
  document.documentElement.classList.add(lightTheme);
  return () => localStorage.removeItem(PWA_INSTALLED_KEY);
}

/**
 * Mounts the story with its timers on `clock` and waits until the session has answered and
 * the host has acted on it (the 30 s count starts then), at fake time 0.
 */
async function mountOnTheClock(mount: () => Promise<unknown>, clock: FakeClock) {
  await mount();
  await settled(clock);
}

/** Moves the clock on by `ms` and lets what falls due (the offer's checks) finish. */
async function pass(ms: number, clock: FakeClock) {
  clock.advance(ms);
  await settled(clock);
}

const meta = {
  title: 'Site/PWA/PushHost',
  component: PushHost,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('premium'));
    return reset();
  },
} satisfies Meta<typeof PushHost>;
export default meta;
type Story = StoryObj<typeof meta>;

// Offered 30 s after the home opens, not before; 'Agora não' closes it and is remembered for
// this session.
export const OfferedOnTheHome: Story = {
  play: async ({ mount }) => {
    await withFakeClock(async (clock) => {
      await mountOnTheClock(mount, clock);
      await pass(PUSH_POPUP_DELAY_MS - 1, clock);
      await expect(offer()).toBeNull();
      clock.advance(1);
    });
    const dialog = await body().findByRole('dialog', { name: dialogName });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(offer()).toBeNull());
    await expect(localStorage.getItem(PUSH_DISMISS_KEY)).not.toBeNull();
  },
};

// The browser refuses the permission: the §8 message shows in the popup.
export const PermissionDenied: Story = {
  beforeEach() {
    const original = Notification.requestPermission;
    Notification.requestPermission = async () => 'denied';
    return () => {
      Notification.requestPermission = original;
    };
  },
  play: async ({ mount }) => {
    await withFakeClock(async (clock) => {
      await mountOnTheClock(mount, clock);
      clock.advance(PUSH_POPUP_DELAY_MS);
    });
    const dialog = await body().findByRole('dialog', { name: dialogName });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar notificações' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Permissão de notificação negada pelo usuário',
    );
  },
};

// A visitor is never offered push.
export const NotForVisitors: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
  play: async ({ mount }) => {
    await withFakeClock(async (clock) => {
      await mountOnTheClock(mount, clock);
      await pass(PUSH_POPUP_DELAY_MS, clock);
      await expect(offer()).toBeNull();
    });
  },
};

// Without the installed app, nothing is offered (the install popup comes first).
export const NotBeforeTheAppIsInstalled: Story = {
  beforeEach() {
    localStorage.removeItem(PWA_INSTALLED_KEY);
  },
  play: async ({ mount }) => {
    await withFakeClock(async (clock) => {
      await mountOnTheClock(mount, clock);
      await pass(PUSH_POPUP_DELAY_MS, clock);
      await expect(offer()).toBeNull();
    });
  },
};

// Only the home offers it.
export const NotOnOtherPages: Story = {
  parameters: { route: '/artes' },
  play: async ({ mount }) => {
    await withFakeClock(async (clock) => {
      await mountOnTheClock(mount, clock);
      await pass(PUSH_POPUP_DELAY_MS, clock);
      await expect(offer()).toBeNull();
    });
  },
};
