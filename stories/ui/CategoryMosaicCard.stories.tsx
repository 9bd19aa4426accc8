import { CategoryMosaicCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEventHandler } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

const samples = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    src: `/media/arts/mosaic-${i + 1}.webp`,
    alt: `Arte ${i + 1}`,
  }));

interface CategoryMosaicCardArgs {
  name: string;
  href: string;
  images: Array<{ src: string; alt?: string }>;
  labelColor?: string;
  /** A cover staff chose: shown instead of the mosaic. */
  cover?: string;
  selected?: boolean;
  onClick: MouseEventHandler<HTMLAnchorElement>;
}

const meta = {
  title: 'Catálogo/CategoryMosaicCard',
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Culto de Jovens',
    href: '/categorias/culto-de-jovens',
    images: samples(5),
    // The story stays on its page when the card is clicked.
    onClick: fn((event) => event.preventDefault()),
  },
  render: ({ name, href, images, labelColor, cover, selected, onClick }) => (
    <CategoryMosaicCard.Root href={href} selected={selected} onClick={onClick}>
      {cover ? (
        <CategoryMosaicCard.Cover src={cover} />
      ) : (
        <CategoryMosaicCard.Mosaic images={images} />
      )}
      <CategoryMosaicCard.Label color={labelColor}>{name}</CategoryMosaicCard.Label>
      <CategoryMosaicCard.Selected />
    </CategoryMosaicCard.Root>
  ),
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
} satisfies Meta<CategoryMosaicCardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four tiles at most; only the first names the art (the others are decoration). */
export const FourImages: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /Culto de Jovens/ });
    await expect(link).toHaveAttribute('href', '/categorias/culto-de-jovens');
    const tiles = [...link.querySelectorAll('img')];
    await expect(tiles.map((tile) => tile.getAttribute('alt'))).toEqual(['Arte 1', '', '', '']);
    await expect(link).toHaveAttribute('data-selected', 'false');
    await expect(within(canvasElement).queryByText('Selecionado')).toBeNull();
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Fewer than four samples repeat to fill the mosaic. */
export const TwoImagesRepeat: Story = {
  args: { images: samples(2) },
  play: async ({ canvasElement }) => {
    const tiles = [...canvasElement.querySelectorAll('img')].map((tile) =>
      tile.getAttribute('src'),
    );
    await expect(tiles).toEqual([
      '/media/arts/mosaic-1.webp',
      '/media/arts/mosaic-2.webp',
      '/media/arts/mosaic-1.webp',
      '/media/arts/mosaic-2.webp',
    ]);
  },
};

export const NoImagesYet: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em breve')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const SelectedWithColour: Story = {
  args: { selected: true, labelColor: '#0F766E' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selecionado')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('data-selected', 'true');
    await expect(canvas.getByText('Culto de Jovens')).toHaveStyle({
      backgroundColor: 'rgb(15, 118, 110)',
    });
  },
};

/** A cover staff uploaded: one square picture instead of the arts' tiles, named by the label. */
export const WithCover: Story = {
  args: { cover: '/media/site/category-0123456789abcdef.webp', labelColor: '#6D28D9' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Culto de Jovens' });
    const images = [...link.querySelectorAll('img')];
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAttribute('src', '/media/site/category-0123456789abcdef.webp');
    await expect(images[0]).toHaveAttribute('alt', '');
    // Square, as the mosaic it replaces.
    const box = images[0]!.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(Math.round(box.height));
    await expect(within(canvasElement).getByText('Culto de Jovens')).toHaveStyle({
      backgroundColor: 'rgb(109, 40, 217)',
    });
  },
};
