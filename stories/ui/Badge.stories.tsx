import { Badge, type BadgeVariant, defaultBadgeTexts } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const variants = Object.keys(defaultBadgeTexts) as BadgeVariant[];

const meta = {
  title: 'Primitivos/Badge',
  component: Badge,
  args: { variant: 'free' },
  argTypes: { variant: { control: 'select', options: variants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Grátis')).toHaveAttribute('data-variant', 'free');
  },
};

export const PremiumCrown: Story = {
  args: { variant: 'premiumCrown' },
  play: async ({ canvasElement }) => {
    // An icon only, named for screen readers.
    await expect(within(canvasElement).getByRole('img', { name: 'Premium' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {variants.map((variant) => (
        <Badge key={variant} variant={variant} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'Grátis',
      'Premium',
      'Em Alta',
      'Selecionado',
      'MELHOR OFERTA',
      'UPGRADE',
      'Atual',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByRole('img', { name: 'Premium' })).toBeVisible();
  },
};

export const CustomText: Story = {
  args: { variant: 'trending', children: 'Em Alta #1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em Alta #1')).toBeVisible();
  },
};
