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
import { withSite } from '../support/site-story';

// The push popup's host (catalogue §4): offered on the home to a signed-in user whose app is
// installed, where push is supported and not yet on. The stories shorten the 30 s wait.
const DELAY_MS = 400;
const body = () => within(document.body);
const dialogName = 'Ative as notificações';

function reset() {
  localStorage.removeItem(PUSH_DISMISS_KEY);
  localStorage.removeItem(PWA_SESSION_KEY);
  localStorage.setItem(PWA_INSTALLED_KEY, 'true');
  document.documentElement.classList.add(lightTheme);
  return () => localStorage.removeItem(PWA_INSTALLED_KEY);
}

/** Resolves after the offer would have shown, so an absent dialog means "not offered". */
const afterTheDelay = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS + 600));

const meta = {
  title: 'Site/PWA/PushHost',
  component: PushHost,
  decorators: [withSite],
  args: { delayMs: DELAY_MS },
  parameters: { layout: 'fullscreen', route: '/' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('premium'));
    return reset();
  },
} satisfies Meta<typeof PushHost>;
export default meta;
type Story = StoryObj<typeof meta>;

// Offered after the delay; 'Agora não' closes it and is remembered for this session.
export const OfferedOnTheHome: Story = {
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS - 200));
    await expect(body().queryByRole('dialog', { name: dialogName })).toBeNull();
    const dialog = await body().findByRole('dialog', { name: dialogName }, { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: dialogName })).toBeNull());
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
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: dialogName }, { timeout: 3000 });
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
  play: async () => {
    await afterTheDelay();
    await expect(body().queryByRole('dialog', { name: dialogName })).toBeNull();
  },
};

// Without the installed app, nothing is offered (the install popup comes first).
export const NotBeforeTheAppIsInstalled: Story = {
  beforeEach() {
    localStorage.removeItem(PWA_INSTALLED_KEY);
  },
  play: async () => {
    await afterTheDelay();
    await expect(body().queryByRole('dialog', { name: dialogName })).toBeNull();
  },
};

// Only the home offers it.
export const NotOnOtherPages: Story = {
  parameters: { route: '/artes' },
  play: async () => {
    await afterTheDelay();
    await expect(body().queryByRole('dialog', { name: dialogName })).toBeNull();
  },
};
