import { Skeleton, SkeletonGroup } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 24 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block?.getBoundingClientRect().width).toBe(240);
  },
};

export const Circle: Story = { args: { width: 48, height: 48, circle: true } };

/** A grid of 15 square placeholders under one 'Carregando artes' status. */
export const CardGrid: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
      }}
    >
      <SkeletonGroup count={15} label="Carregando artes">
        {() => <Skeleton aspectRatio="1 / 1" />}
      </SkeletonGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando artes');
    await expect(canvasElement.querySelectorAll('[data-skeleton]')).toHaveLength(15);
  },
};
