import { CategoryCard, defaultCategoryCardTexts as texts } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

interface CategoryCardArgs {
  name: string;
  href: string;
  artCount: number;
  lastUpdate: string | null;
  samples: Array<{ src: string; alt?: string }>;
}

const meta = {
  title: 'Catálogo/CategoryCard',
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Culto de Jovens',
    href: '/categorias/culto-de-jovens',
    artCount: 12,
    lastUpdate: '20 de novembro de 2026',
    samples: [1, 2, 3, 4, 5].map((n) => ({ src: `/media/arts/cat-${n}.webp`, alt: `Arte ${n}` })),
  },
  render: ({ name, href, artCount, lastUpdate, samples }) => (
    <CategoryCard.Root href={href}>
      <CategoryCard.Samples samples={samples} />
      <CategoryCard.Body>
        <CategoryCard.Header>
          <CategoryCard.Title>{name}</CategoryCard.Title>
          <CategoryCard.Count count={artCount} />
        </CategoryCard.Header>
        <CategoryCard.Meta>{texts.available(artCount)}</CategoryCard.Meta>
        {lastUpdate ? <CategoryCard.Meta>{texts.updated(lastUpdate)}</CategoryCard.Meta> : null}
        <CategoryCard.Action />
      </CategoryCard.Body>
    </CategoryCard.Root>
  ),
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
} satisfies Meta<CategoryCardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyArts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', '/categorias/culto-de-jovens');
    await expect(canvas.getByRole('heading', { name: 'Culto de Jovens' })).toBeVisible();
    await expect(canvas.getByText('12 artes')).toBeVisible();
    await expect(canvas.getByText('12 artes disponíveis')).toBeVisible();
    await expect(canvas.getByText('Atualizada em 20 de novembro de 2026')).toBeVisible();
    await expect(canvas.getByText('Ver artes →')).toBeVisible();
    // At most four samples.
    await expect(link.querySelectorAll('img')).toHaveLength(4);
  },
};

/** Three samples: the first takes the left column, the others stack on the right. */
export const ThreeSamples: Story = {
  args: { samples: [1, 2, 3].map((n) => ({ src: `/media/arts/cat-${n}.webp` })) },
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.map((image) => image.style.gridRow)).toEqual(['1 / -1', '', '']);
  },
};

export const OneArt: Story = {
  args: { artCount: 1, samples: [{ src: '/media/arts/cat-9.webp', alt: 'Arte 9' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 arte')).toBeVisible();
    await expect(canvas.getByText('1 arte disponível')).toBeVisible();
  },
};

export const NoArtYet: Story = {
  args: { artCount: 0, samples: [], lastUpdate: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Em breve')).toBeVisible();
    await expect(canvas.getByText('0 artes')).toBeVisible();
    await expect(canvas.queryByText(/Atualizada em/)).toBeNull();
  },
};
