import { TrendingCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

interface TrendingCardArgs {
  href: string;
  title: string;
  imageSrc: string;
  categoryName: string | null;
  downloadCount: number;
}

const meta = {
  title: 'Catálogo/TrendingCard',
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    href: '/artes/7-noite-de-louvor',
    title: 'Noite de Louvor com Ministério Vida',
    imageSrc: '/media/arts/trend-7.webp',
    categoryName: 'Culto de Jovens',
    downloadCount: 1284,
  },
  render: ({ href, title, imageSrc, categoryName, downloadCount }) => (
    <TrendingCard.Root href={href}>
      <TrendingCard.Media src={imageSrc}>
        <TrendingCard.Badge />
      </TrendingCard.Media>
      <TrendingCard.Body>
        <TrendingCard.Title>{title}</TrendingCard.Title>
        {categoryName ? <TrendingCard.Meta>{categoryName}</TrendingCard.Meta> : null}
        <TrendingCard.Downloads count={downloadCount} />
      </TrendingCard.Body>
    </TrendingCard.Root>
  ),
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
} satisfies Meta<TrendingCardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Em Alta')).toBeVisible();
    await expect(canvas.getByText('1.284 downloads')).toBeVisible();
    await expect(canvas.getByText('Culto de Jovens')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Noite de Louvor com Ministério Vida' }),
    ).toHaveAttribute('title', 'Noite de Louvor com Ministério Vida');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/artes/7-noite-de-louvor');
  },
};

export const OneDownloadNoCategory: Story = {
  args: { downloadCount: 1, categoryName: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 download')).toBeVisible();
    await expect(canvas.queryByText('Culto de Jovens')).toBeNull();
  },
};
