import {
  ArtworkCard,
  type ArtworkCardDesignerProps,
  type ArtworkCardMediaProps,
  type ArtworkCardRootProps,
  VideoPlaybackProvider,
  type VideoPlaybackSettings,
} from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

/** The story's controls: what a gallery knows of an art, laid out on the card's parts. */
type CardArgs = Omit<ArtworkCardRootProps, 'children'> &
  Omit<ArtworkCardMediaProps, 'children'> & {
    isPremium?: boolean;
    grouped?: boolean;
    designer?: ArtworkCardDesignerProps | null;
  };

/** The catalogue's limits (catalogue §9), as a gallery sets them. */
const playback: VideoPlaybackSettings = {
  maxPlayingMobile: 1,
  maxPlayingDesktop: 3,
  thresholdMobile: 0.7,
  thresholdDesktop: 0.5,
  thresholdCard: 0.3,
  rootMarginMobile: 20,
  rootMarginDesktop: 50,
  mobileMaxWidth: 768,
};

const meta = {
  title: 'Catálogo/ArtworkCard',
  decorators: [
    (Story) => (
      <VideoPlaybackProvider settings={playback}>
        <div style={{ width: 240 }}>
          <Story />
        </div>
      </VideoPlaybackProvider>
    ),
  ],
  args: {
    href: '/artes/12-culto-de-celebracao',
    title: 'Culto de Celebração',
    tooltipDelayMs: 700,
    src: '/media/arts/12.webp?quality=90',
    kind: 'image',
    aspectRatio: 4 / 5,
    isPremium: false,
    priority: true,
  },
  argTypes: { kind: { control: 'inline-radio', options: ['image', 'video', 'gif'] } },
  render: ({ href, title, onClick, tooltipDelayMs, isPremium, grouped, designer, ...media }) => (
    <ArtworkCard.Root href={href} title={title} onClick={onClick} tooltipDelayMs={tooltipDelayMs}>
      <ArtworkCard.Media {...media}>
        <ArtworkCard.AccessBadge premium={isPremium} />
        {grouped ? <ArtworkCard.GroupMark /> : null}
        {designer ? <ArtworkCard.Designer {...designer} /> : null}
      </ArtworkCard.Media>
    </ArtworkCard.Root>
  ),
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-media-state]') as HTMLElement;

export const FreeLoaded: Story = {
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /^Culto de Celebração/ });
    await expect(link).toHaveAttribute('href', '/artes/12-culto-de-celebracao');
    await expect(canvas.getByText('Grátis')).toBeVisible();
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loaded'));
    // The box keeps the format's ratio (no layout shift): 240 px wide, 4:5.
    await expect(Math.round(box(canvasElement).getBoundingClientRect().height)).toBe(300);
  },
};

export const PremiumWithDesigner: Story = {
  args: {
    src: '/media/arts/16.webp?quality=90',
    isPremium: true,
    grouped: true,
    designer: { name: 'Rafael Moreira', avatarUrl: null },
  },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Grátis')).toBeNull();
    await expect(canvas.getByText('Premium')).toBeInTheDocument();
    await expect(canvas.getByText('Disponível em outros formatos')).toBeInTheDocument();
    // No photo: the initials of the first and last word.
    await expect(canvas.getByText('RM')).toBeVisible();
  },
};

// The designer's photo covers the initials once it has loaded; one that fails leaves the
// initials (the browser draws nothing for it, with no script involved).
export const DesignerPhoto: Story = {
  args: {
    src: '/media/arts/17.webp?quality=90',
    designer: { name: 'Ana Souza', avatarUrl: '/media/avatars/anasouza.webp' },
  },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('[title="Ana Souza"] img') as HTMLImageElement;
    await waitFor(() => expect(photo.complete && photo.naturalWidth > 0).toBe(true));
    const avatar = (photo.parentElement as HTMLElement).getBoundingClientRect();
    const drawn = photo.getBoundingClientRect();
    await expect([drawn.width, drawn.height]).toEqual([avatar.width - 4, avatar.height - 4]);
  },
};

export const DesignerPhotoFails: Story = {
  args: {
    src: '/media/arts/18.webp?quality=90',
    designer: { name: 'Ana Souza', avatarUrl: '/media/avatars/sumiu.webp' },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('/media/avatars/sumiu.webp', () => new HttpResponse(null, { status: 404 })),
      ...mediaHandlers('loaded'),
    );
  },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('[title="Ana Souza"] img') as HTMLImageElement;
    await waitFor(() => expect(photo.complete).toBe(true));
    await expect(photo.naturalWidth).toBe(0);
    // Nothing drawn for it (no broken-image icon over the initials).
    await expect(photo).toHaveAttribute('alt', '');
    await expect(within(canvasElement).getByText('AS')).toBeVisible();
  },
};

export const Tooltip: Story = {
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Culto de Celebração/ });
    await userEvent.hover(link);
    // Opens after 700 ms.
    await expect(within(document.body).queryByRole('tooltip')).toBeNull();
    await waitFor(
      () =>
        expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Culto de Celebração'),
      { timeout: 2000 },
    );
    await userEvent.unhover(link);
  },
};

// Each story asks for a URL no other story file asks for (`story=`): the stories share one
// page, and the browser would otherwise reuse an image it already holds.
export const ImageLoading: Story = {
  args: { src: '/media/arts/13.webp?quality=90&story=artwork-card' },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loading');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ImageError: Story = {
  args: { src: '/media/arts/14.webp?quality=90&story=artwork-card' },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('error'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao carregar imagem');
    await expect(box(canvasElement)).toHaveAttribute('data-media-state', 'error');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const ImageRetrySucceeds: Story = {
  args: { src: '/media/arts/15.webp?quality=90&story=artwork-card' },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/media/*', () => {
        calls += 1;
        if (calls === 1) return new HttpResponse(null, { status: 404 });
        return new HttpResponse(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="5"><rect width="4" height="5" fill="teal"/></svg>',
          { headers: { 'Content-Type': 'image/svg+xml' } },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loaded'));
    // The retry asked for a cache-busting URL.
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toMatch(/retry=1-/);
  },
};

export const VideoLoading: Story = {
  args: { kind: 'video', src: '/media/arts/40.webm?story=artwork-card', aspectRatio: 9 / 16 },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loading');
    await expect(canvasElement.querySelector('video')).not.toBeNull();
  },
};

export const VideoErrorAfterRetries: Story = {
  args: {
    kind: 'video',
    src: '/media/arts/41.webm?story=artwork-card',
    aspectRatio: 9 / 16,
    // Shorter waits than the catalogue's 1.5 s so the story settles fast; its two retries.
    videoRetries: { max: 2, delayMs: 100 },
  },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('notFound'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Erro ao carregar vídeo');
    // Automatic retries first; the button comes once both have failed.
    const retry = await canvas.findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 4000 },
    );
    await expect(canvasElement.querySelector('video')?.getAttribute('src')).toMatch(/retry=2-/);
    await expect(retry).toBeVisible();
  },
};

/** A video's poster (a still in the thumbnails folder), as the media server draws one. */
const posterSvg = () =>
  new HttpResponse(
    '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="16"><rect width="9" height="16" fill="#7F1D1D"/><circle cx="4.5" cy="8" r="3" fill="#F59E0B"/></svg>',
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );

const posterOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLImageElement>('img[data-poster]');

export const VideoPosterWhileLoading: Story = {
  args: {
    kind: 'video',
    src: '/media/arts/42.mp4?story=artwork-card',
    poster: '/media/arts/thumbnails/42.webp?quality=90&story=artwork-card',
    aspectRatio: 9 / 16,
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('/media/arts/thumbnails/*', posterSvg),
      http.get('/media/arts/*', async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    // The still is drawn at once, under the video that is still on its way.
    await waitFor(() => expect(posterOf(canvasElement)?.naturalWidth).toBeGreaterThan(0));
    await expect(posterOf(canvasElement)).toBeVisible();
    await expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loading');
    await expect(canvasElement.querySelector('video')).toHaveAttribute(
      'poster',
      '/media/arts/thumbnails/42.webp?quality=90&story=artwork-card',
    );
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

// The media server answers 503 (Retry-After) while it makes a video: the card keeps the
// poster, retries quietly and never shows an error.
export const VideoBeingMadeKeepsPoster: Story = {
  args: {
    kind: 'video',
    src: '/media/arts/43.mp4?story=artwork-card',
    poster: '/media/arts/thumbnails/43.webp?quality=90&story=artwork-card',
    aspectRatio: 9 / 16,
    // Shorter waits than the catalogue's 1.5 s so the story settles fast; the site's four
    // retries of a video with a poster.
    videoRetries: { max: 4, delayMs: 50 },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('/media/arts/thumbnails/*', posterSvg),
      http.get('/media/arts/*', () =>
        HttpResponse.json(
          {
            message: 'O vídeo desta arte está sendo preparado. Tente novamente em alguns segundos.',
          },
          { status: 503, headers: { 'Retry-After': '8' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('video')?.getAttribute('src')).toMatch(/retry=4-/),
      { timeout: 4000 },
    );
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-media-state', 'error'));
    await expect(posterOf(canvasElement)).toBeVisible();
    await expect(posterOf(canvasElement)?.naturalWidth).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const VideoAndPosterFail: Story = {
  args: {
    kind: 'video',
    src: '/media/arts/44.mp4?story=artwork-card',
    poster: '/media/arts/thumbnails/44.webp?quality=90&story=artwork-card',
    aspectRatio: 9 / 16,
    videoRetries: { max: 1, delayMs: 50 },
  },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('notFound'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Erro ao carregar vídeo');
    const retry = await within(canvasElement).findByRole(
      'button',
      { name: 'Tentar novamente' },
      { timeout: 4000 },
    );
    await expect(retry).toBeVisible();
  },
};

export const GifThumbnail: Story = {
  args: { kind: 'gif', src: '/media/arts/thumbnails/55.webp?quality=90', aspectRatio: 9 / 16 },
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement)).toHaveAttribute('data-media-state', 'loaded'));
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/media/arts/thumbnails/55.webp?quality=90',
    );
  },
};
