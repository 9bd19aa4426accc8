import { TrendingCard } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaHandlers } from '../msw/handlers/catalogue';

const meta = {
  title: 'Catálogo/TrendingCard',
  component: TrendingCard,
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
  beforeEach({ msw }) {
    msw.use(...mediaHandlers('loaded'));
  },
} satisfies Meta<typeof TrendingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Em Alta')).toBeVisible();
    await expect(canvas.getByText('1.284 downloads')).toBeVisible();
    await expect(canvas.getByText('Culto de Jovens')).toBeVisible();
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
