import { AccountBadge } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Conta/AccountBadge',
  component: AccountBadge,
  args: { kind: 'free' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['free', 'plan'] },
    shape: { control: 'inline-radio', options: ['pill', 'banner'] },
  },
} satisfies Meta<typeof AccountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Conta Free');
    await expect(badge).toHaveAttribute('data-tone', 'blue');
  },
};

export const FreeBanner: Story = {
  args: { shape: 'banner' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('CONTA GRÁTIS');
    await expect(badge).toHaveAttribute('data-tone', 'blue');
  },
};

export const Plan: Story = {
  args: { kind: 'plan', label: 'Conta Anual' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Conta Anual');
    await expect(badge).toHaveAttribute('data-tone', 'green');
  },
};

export const Lifetime: Story = {
  args: { kind: 'plan', label: 'Conta Vitalícia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Conta Vitalícia')).toBeVisible();
  },
};
