import { lightTheme } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PopupHost } from '../../../site/src/features/popups/popup-host';
import {
  EXPIRATION_MARKER_KEY,
  POPUP_HISTORY_KEY,
  POPUP_SESSION_KEY,
} from '../../../site/src/features/popups/popup-storage';
import { newPopupLog, popupHandlers, promoPopup } from '../../msw/handlers/popups';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

const log = newPopupLog();
const body = () => within(document.body);

function reset() {
  Object.assign(log, newPopupLog());
  localStorage.removeItem(POPUP_HISTORY_KEY);
  localStorage.removeItem(EXPIRATION_MARKER_KEY);
  sessionStorage.removeItem(POPUP_SESSION_KEY);
  document.documentElement.classList.add(lightTheme);
}

const meta = {
  title: 'Site/Popups/PopupHost',
  component: PopupHost,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/artes' },
} satisfies Meta<typeof PopupHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAfterItsDelayAndTracks: Story = {
  beforeEach: ({ msw }) => {
    reset();
    msw.use(...sessionHandlers('visitor'), ...popupHandlers(log, promoPopup, { pages: ['artes'] }));
  },
  play: async () => {
    await waitFor(() => expect(log.active).toEqual(['artes']));
    // Its 1 s delay: not there at once.
    await expect(body().queryByRole('dialog', { name: 'Semana da Família' })).toBeNull();
    const dialog = await body().findByRole(
      'dialog',
      { name: 'Semana da Família' },
      { timeout: 3000 },
    );
    await waitFor(() =>
      expect(log.views).toEqual([{ id: '41', body: { sessionId: 'sessao-historia' } }]),
    );
    await expect(sessionStorage.getItem(POPUP_SESSION_KEY)).toBe('sessao-historia');
    // The record leaves its colours empty: platform §3's defaults (white, black, #4F46E5
    // button with white text, radius 4).
    await expect(dialog).toHaveStyle({
      backgroundColor: 'rgb(255, 255, 255)',
      color: 'rgb(0, 0, 0)',
    });
    await expect(within(dialog).getByRole('button', { name: 'Ver artes' })).toHaveStyle({
      backgroundColor: 'rgb(79, 70, 229)',
      color: 'rgb(255, 255, 255)',
      borderRadius: '4px',
    });
    const opened: unknown[] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ver artes' }));
    } finally {
      window.open = open;
    }
    await waitFor(() =>
      expect(log.clicks).toEqual([{ id: '41', body: { sessionId: 'sessao-historia' } }]),
    );
    await expect(opened[0]).toEqual([
      'https://www.example.com/familia',
      '_blank',
      'noopener,noreferrer',
    ]);
  },
};

export const CloseRecordsADismissal: Story = {
  beforeEach: ({ msw }) => {
    reset();
    msw.use(...sessionHandlers('visitor'), ...popupHandlers(log, { ...promoPopup, delay: 0 }));
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Semana da Família' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(log.dismissals).toEqual([
        { popupId: 41, sessionId: 'sessao-historia', action: 'dismiss' },
      ]),
    );
    const history = JSON.parse(localStorage.getItem(POPUP_HISTORY_KEY) ?? '[]');
    await expect(history).toEqual([{ popupId: 41, closedAt: expect.any(Number) }]);
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: 'Semana da Família' })).toBeNull(),
    );
  },
};

export const NotOnOtherPages: Story = {
  beforeEach: ({ msw }) => {
    reset();
    msw.use(
      ...sessionHandlers('visitor'),
      ...popupHandlers(log, { ...promoPopup, delay: 0 }, { pages: ['designers'] }),
    );
  },
  play: async () => {
    await waitFor(() => expect(log.active).toEqual(['artes']));
    // The answer (no popup for this page) has come and the page has rendered it: a popup
    // the host took anyway would be on screen, its delay being 0.
    await settled();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const ExpirationPopupOncePerDay: Story = {
  beforeEach: ({ msw }) => {
    reset();
    msw.use(
      ...sessionHandlers('premium'),
      ...popupHandlers(
        log,
        { ...promoPopup, id: -1, title: 'Sua assinatura está acabando', delay: 0 },
        { isExpirationPopup: true },
      ),
    );
  },
  play: async () => {
    await body().findByRole('dialog', { name: 'Sua assinatura está acabando' });
    // Shown today: the local date marker is set, so it will not show again today.
    await waitFor(() =>
      expect(localStorage.getItem(EXPIRATION_MARKER_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/),
    );
  },
};

/** A 1500×500 banner (an SVG), so the popup reads its aspect ratio. */
const banner = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500"><rect width="100%" height="100%" fill="#4F46E5"/></svg>',
)}`;

/** An image-only record (no title, text or button text): the popup is its image, framed as a banner past 1.8. */
export const ImageOnlyBanner: Story = {
  beforeEach: ({ msw }) => {
    reset();
    msw.use(
      ...sessionHandlers('visitor'),
      ...popupHandlers(log, {
        ...promoPopup,
        delay: 0,
        title: null,
        content: null,
        buttonText: null,
        imageUrl: banner,
      } as unknown as typeof promoPopup),
    );
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Promoção' });
    await waitFor(() => expect(dialog).toHaveAttribute('data-frame', 'wide'));
    const image = within(dialog).getByRole('img', { name: 'Promoção' });
    const opened: unknown[] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      await userEvent.click(image);
    } finally {
      window.open = open;
    }
    await waitFor(() =>
      expect(log.clicks).toEqual([{ id: '41', body: { sessionId: 'sessao-historia' } }]),
    );
    await expect(opened[0]).toEqual([
      'https://www.example.com/familia',
      '_blank',
      'noopener,noreferrer',
    ]);
  },
};
