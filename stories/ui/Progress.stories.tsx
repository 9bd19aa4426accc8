import { Progress } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Progress',
  component: Progress,
  args: { label: 'Carregando o removedor de fundo', value: 0.42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Carregando o removedor de fundo',
    });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(within(canvasElement).getByText('42%')).toBeVisible();
  },
};

export const Done: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
  },
};

/** The share is not known yet: no percentage, an indeterminate bar. */
export const Indeterminate: Story = {
  args: { value: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('value');
    await expect(within(canvasElement).queryByText(/%$/)).toBeNull();
  },
};
