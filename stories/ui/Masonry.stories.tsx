import { Masonry } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';

interface Tile {
  id: number;
  ratio: number;
}

const tiles = (count: number): Tile[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    ratio: [0.8, 9 / 16, 210 / 297][index % 3] ?? 0.8,
  }));

function TileView({ tile }: { tile: Tile }) {
  return (
    <div
      data-testid="tile"
      style={{
        aspectRatio: String(tile.ratio),
        background: `hsl(${(tile.id * 37) % 360}, 45%, 25%)`,
        color: 'white',
        borderRadius: 8,
        padding: 8,
      }}
    >
      Arte {tile.id}
    </div>
  );
}

function Gallery({
  count,
  loading = false,
  onEndReached,
}: {
  count: number;
  loading?: boolean;
  onEndReached?: () => void;
}) {
  const [items] = useState(() => tiles(count));
  return (
    <Masonry
      items={loading ? [] : items}
      getKey={(tile) => tile.id}
      renderItem={(tile) => <TileView tile={tile} />}
      estimateHeight={(tile, width) => width / tile.ratio}
      loading={loading}
      skeletonCount={25}
      onEndReached={onEndReached}
      endThreshold={1000}
      label="Galeria de artes"
    />
  );
}

const meta = {
  title: 'Catálogo/Masonry',
  component: Gallery,
  parameters: { layout: 'fullscreen' },
  args: { count: 40 },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Galeria de artes' });
    await waitFor(() => expect(within(list).getAllByTestId('tile').length).toBeGreaterThan(0));
    // The width of the story's viewport decides the columns (2/3/4/5 at <768/768/1024/1280).
    const width = window.innerWidth;
    const expected = width >= 1280 ? 5 : width >= 1024 ? 4 : width >= 768 ? 3 : 2;
    await expect(list).toHaveAttribute('data-columns', String(expected));
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    await expect(canvas.getAllByTestId('masonry-skeleton')).toHaveLength(25);
  },
};

/** On a desktop screen (the 5,000-art journey runs on a phone): more columns, more tiles drawn. */
export const FiveThousandArts: Story = {
  args: { count: 5000, onEndReached: fn() },
  play: async ({ canvasElement, args }) => {
    await page.viewport(1280, 900);
    const list = within(canvasElement).getByRole('list', { name: 'Galeria de artes' });
    await waitFor(() => expect(list.dataset.columns).toBe('5'));
    await waitFor(() => expect(within(list).getAllByTestId('tile').length).toBeGreaterThan(0));
    // Virtualised: a few dozen of the 5,000 are in the DOM.
    await expect(within(list).getAllByTestId('tile').length).toBeLessThan(200);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    // Near the end of the page the end is reported (within 1000 px).
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
    await waitFor(() => expect(within(list).getByText('Arte 5000')).toBeInTheDocument());
    await expect(within(list).getAllByTestId('tile').length).toBeLessThan(200);
    window.scrollTo(0, 0);
    // Back to the stories' default screen (Vitest's 414 × 896) for the next story.
    await page.viewport(414, 896);
  },
};
