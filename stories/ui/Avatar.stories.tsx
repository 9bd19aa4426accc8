import { Avatar } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MS')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { src: '/imagem-que-nao-existe.png', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('MS')).toBeVisible();
  },
};

export const Image: Story = { args: { src: '/favicon.svg', name: 'Arte Gospel' } };
