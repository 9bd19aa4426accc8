import { Chips } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const options = [
  { value: 'all', label: 'Todas' },
  { value: 'popular', label: 'Populares' },
  { value: 'recent', label: 'Recentes' },
] as const;
type Value = (typeof options)[number]['value'];

const meta = {
  title: 'Primitivos/Chips',
  component: Chips<Value>,
  args: { legend: 'Filtrar categorias', options, value: 'all', onChange: fn() },
} satisfies Meta<typeof Chips<Value>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filtrar categorias' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Recentes' }));
    await expect(args.onChange).toHaveBeenCalledWith('recent');
  },
};

export const HiddenLegend: Story = { args: { hideLegend: true, value: 'popular' } };

function Controlled() {
  const [value, setValue] = useState<Value>('all');
  return <Chips legend="Filtrar categorias" options={options} value={value} onChange={setValue} />;
}

/** One chip pressed at a time. */
export const Interactive: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Populares' }));
    await expect(canvas.getByRole('button', { name: 'Populares' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
