import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { FeaturedCategories } from '../../../site/src/features/home/components/featured-categories';
import { catalogueArts } from '../../msw/fixtures/catalogue';
import { catalogueHandlers, categoryOverview } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { heldResponse } from '../../msw/held-response';
import { settled, withSite } from '../support/site-story';

function Strip() {
  return <FeaturedCategories />;
}

const meta = {
  title: 'Site/Home/FeaturedCategories',
  component: Strip,
  decorators: [withSite],
  parameters: { layout: 'padded', route: '/' },
} satisfies Meta<typeof Strip>;

export default meta;
type Story = StoryObj<typeof meta>;

// The fixture categories with arts: the first ten (Certificados and Telão have none).
const withArts = categoryOverview(catalogueArts()).filter((c) => c.previews.length > 0);

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categories/overview', () => HttpResponse.json(withArts)),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('featured-categories');
    await settled();
    await expect(within(row).getAllByRole('link')).toHaveLength(withArts.length);
    // Every category here has arts: no tile reads 'Em breve'.
    await expect(within(row).queryByText('Em breve')).toBeNull();
  },
};

// Issue 19: the first category with a cover and a chosen theme, the second with neither.
const COVER = '/media/site/category-0123456789abcdef.webp';
const withCoverAndTheme = withArts.map((category, index) =>
  index === 0 ? { ...category, coverImageUrl: COVER, theme: 'floresta' } : category,
);

export const CoverAndTheme: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categories/overview', () => HttpResponse.json(withCoverAndTheme)),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByTestId('featured-categories');
    await settled();
    const [first, second] = within(row).getAllByRole('link');
    // The cover replaces the mosaic: one picture, the link named by the label.
    const images = [...first!.querySelectorAll('img')];
    await expect(images.map((image) => image.getAttribute('src'))).toEqual([COVER]);
    await expect(first).toHaveAccessibleName(withArts[0]!.name);
    await expect(first).toHaveAttribute('data-theme', 'floresta');
    // The label wears the theme's accent (white on it passes AA).
    await expect(within(first!).getByText(withArts[0]!.name)).toHaveStyle({
      backgroundColor: 'rgb(22, 101, 52)',
    });
    // The others keep their arts' mosaic.
    await expect(second!.querySelectorAll('img')).toHaveLength(4);
    await expect(second).not.toHaveAttribute('data-theme');
  },
};

const overview = heldResponse();

/** Square skeletons while the categories and their previews load, never 'Em breve'. */
export const Loading: Story = {
  beforeEach({ msw }) {
    overview.reset();
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categories/overview', async () => {
        await overview.wait();
        return HttpResponse.json(withArts);
      }),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = canvas.getByTestId('featured-categories-loading');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando categorias...');
    await expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    await expect(within(loading).queryByText('Em breve')).toBeNull();
    // The skeletons are square tiles of the carousel's row.
    const skeleton = loading.querySelector('[data-skeleton]') as HTMLElement;
    const box = skeleton.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(0);
    await expect(Math.abs(box.width - box.height)).toBeLessThan(1);
    overview.release();
    const row = await canvas.findByTestId('featured-categories');
    await waitFor(() => expect(canvas.queryByTestId('featured-categories-loading')).toBeNull());
    await expect(within(row).queryByText('Em breve')).toBeNull();
  },
};
