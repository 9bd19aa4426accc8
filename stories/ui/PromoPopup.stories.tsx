import {
  lightTheme,
  PromoPopup,
  type PromoPopupPosition,
  type PromoPopupRootProps,
} from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A real image of the given size (an SVG), so the popup reads its aspect ratio. */
function artwork(width: number, height: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4F46E5"/><stop offset="1" stop-color="#D97706"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const body = () => within(document.body);

/** The popup of this story (the previous story's may still be animating out). */
async function popupWith(attribute: string, value: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = body()
      .getAllByRole('dialog')
      .find((d) => d.getAttribute(attribute) === value);
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

/** The story's controls: what a popup record says, laid out on the popup's parts. */
interface PromoArgs
  extends Omit<PromoPopupRootProps, 'children' | 'imageOnly' | 'imageLayout' | 'label'> {
  title?: string;
  html?: string;
  imageUrl?: string;
  buttonText?: string;
  buttonUrl?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  buttonRadius?: number;
  buttonWidth?: string | number;
  /** An image-only popup: its image is the whole popup (a button when it has a link). */
  imageOnly?: boolean;
  onAction: () => void;
}

/** A banner past 1.8, a story under 0.6 (platform §4.2), as the site's host frames them. */
const layoutByRatio = (ratio: number) => (ratio > 1.8 ? 'wide' : ratio < 0.6 ? 'tall' : 'normal');

function Example({
  title,
  html,
  imageUrl,
  buttonText,
  buttonUrl,
  buttonColor,
  buttonTextColor,
  buttonRadius,
  buttonWidth,
  imageOnly = false,
  onAction,
  ...root
}: PromoArgs) {
  return (
    <PromoPopup.Root {...root} imageOnly={imageOnly} imageLayout={layoutByRatio} label="Promoção">
      <PromoPopup.Close />
      {imageOnly && imageUrl ? (
        <PromoPopup.WholeImage src={imageUrl} onClick={buttonUrl ? onAction : undefined} />
      ) : (
        <>
          {imageUrl ? <PromoPopup.Image src={imageUrl} /> : null}
          {title ? <PromoPopup.Title>{title}</PromoPopup.Title> : null}
          {html ? <PromoPopup.Body html={html} /> : null}
          {buttonText ? (
            <PromoPopup.Action
              onClick={onAction}
              background={buttonColor}
              color={buttonTextColor}
              radius={buttonRadius}
              width={buttonWidth}
            >
              {buttonText}
            </PromoPopup.Action>
          ) : null}
        </>
      )}
    </PromoPopup.Root>
  );
}

const meta = {
  title: 'Popups/PromoPopup',
  component: Example,
  // The dialog is portalled to <body>, outside the preview's themed wrapper: the site puts
  // the theme class on <html>, so the story does too.
  decorators: [
    (Story) => {
      document.documentElement.classList.add(lightTheme);
      return <Story />;
    },
  ],
  args: {
    title: 'Semana da Família',
    html: '<p>Todas as artes de <strong>culto da família</strong> com 30% de desconto no plano anual.</p>',
    buttonText: 'Ver artes',
    buttonUrl: '/artes?search=familia',
    position: 'center',
    size: 'medium',
    animation: 'default',
    delayMs: 0,
    onShow: fn(),
    onClose: fn(),
    onAction: fn(),
  },
  argTypes: {
    position: {
      control: 'select',
      options: ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    animation: { control: 'inline-radio', options: ['fade', 'slide', 'zoom', 'default'] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Center: Story = {
  // The site's popup record with platform §3's defaults filled in.
  args: {
    background: '#FFFFFF',
    color: '#000000',
    buttonColor: '#4F46E5',
    buttonTextColor: '#FFFFFF',
    buttonRadius: 4,
    buttonWidth: 'auto',
  },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Semana da Família' });
    await expect(dialog).toHaveAttribute('data-position', 'center');
    await expect(dialog).toHaveAttribute('data-animation', 'default');
    await expect(dialog).toHaveStyle({
      backgroundColor: 'rgb(255, 255, 255)',
      color: 'rgb(0, 0, 0)',
    });
    const button = within(dialog).getByRole('button', { name: 'Ver artes' });
    await expect(button).toHaveStyle({
      backgroundColor: 'rgb(79, 70, 229)',
      color: 'rgb(255, 255, 255)',
      borderRadius: '4px',
    });
    await expect(args.onShow).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** Without colours of its own the popup and its button wear the theme. */
export const ThemeColours: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Semana da Família' });
    await expect(dialog.style.background).toBe('');
    await expect(getComputedStyle(dialog).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    const button = within(dialog).getByRole('button', { name: 'Ver artes' });
    await expect(button.style.background).toBe('');
    await expect(getComputedStyle(button).backgroundColor).not.toBe(
      getComputedStyle(dialog).backgroundColor,
    );
  },
};

export const CloseWithX: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Semana da Família' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const AfterItsDelay: Story = {
  args: { delayMs: 1000 },
  play: async ({ args }) => {
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(args.onShow).not.toHaveBeenCalled();
    const shown = await body().findByRole('dialog', {}, { timeout: 3000 });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(args.onShow).toHaveBeenCalledTimes(1);
  },
};

export const CustomColours: Story = {
  args: {
    background: '#111827',
    color: '#F9FAFB',
    buttonColor: '#FBBF24',
    buttonTextColor: '#111827',
    buttonRadius: 24,
    buttonWidth: '100%',
    animation: 'zoom',
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-animation', 'zoom');
    await expect(dialog).toHaveStyle({ backgroundColor: 'rgb(17, 24, 39)' });
    await expect(within(dialog).getByRole('button', { name: 'Ver artes' })).toHaveStyle({
      borderRadius: '24px',
      backgroundColor: 'rgb(251, 191, 36)',
    });
  },
};

function positionStory(position: PromoPopupPosition): Story {
  return {
    args: { position, size: 'small', animation: 'slide' },
    play: async () => {
      const dialog = await popupWith('data-position', position);
      await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
      await expect(dialog).toHaveAttribute('data-animation', 'slide');
      const box = dialog.getBoundingClientRect();
      const [vertical, horizontal] = position.split('-');
      if (horizontal === 'left') await expect(box.left).toBeLessThan(window.innerWidth / 2);
      if (horizontal === 'right') await expect(box.right).toBeGreaterThan(window.innerWidth / 2);
      if (vertical === 'top') await expect(box.top).toBeLessThan(window.innerHeight / 2);
      if (vertical === 'bottom') await expect(box.bottom).toBeGreaterThan(window.innerHeight / 2);
    },
  };
}

export const TopLeft = positionStory('top-left');
export const TopRight = positionStory('top-right');
export const BottomLeft = positionStory('bottom-left');
export const BottomRight = positionStory('bottom-right');

export const Small: Story = { args: { size: 'small', animation: 'fade' } };
export const Large: Story = {
  args: { size: 'large', imageUrl: artwork(1200, 630, 'Culto da Família') },
};
export const DefaultEntrance: Story = {
  args: { animation: 'default' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-animation', 'default');
    await expect(getComputedStyle(dialog).animationName).not.toBe('none');
  },
};

export const SanitisedContent: Story = {
  args: {
    html: '<p onclick="window.__popupXss = true">Promoção válida <a href="javascript:window.__popupXss = true">até domingo</a><script>window.__popupXss = true</script></p>',
  },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onclick]')).toBeNull();
    await expect(within(dialog).getByText('até domingo')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript:'),
    );
    await expect((window as { __popupXss?: boolean }).__popupXss).toBeUndefined();
  },
};

function imageOnly(width: number, height: number, kind: string, label: string): Story {
  return {
    args: {
      imageOnly: true,
      imageUrl: artwork(width, height, label),
      buttonUrl: '/planos',
    },
    play: async ({ args }) => {
      const dialog = await popupWith('data-frame', kind);
      const image = within(dialog).getByRole('img', { name: 'Promoção' });
      const box = image.getBoundingClientRect();
      // Never cropped nor taller than the screen, whatever the ratio.
      await expect(box.height).toBeLessThanOrEqual(window.innerHeight);
      await expect(box.width).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.width / box.height).toBeCloseTo(width / height, 1);
      await userEvent.click(image);
      await expect(args.onAction).toHaveBeenCalledTimes(1);
    },
  };
}

export const ImageOnlySquare = imageOnly(1080, 1080, 'normal', 'Culto de Jovens');
export const ImageOnlyWideBanner = imageOnly(1500, 500, 'wide', 'Conferência 2027');
export const ImageOnlyTallStory = imageOnly(540, 1200, 'tall', 'Story');
