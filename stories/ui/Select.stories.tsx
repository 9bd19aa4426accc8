import { SELECT_ALL_VALUE, Select } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const formats = [
  { value: '1', label: 'Feed (1080×1080)' },
  { value: '2', label: 'Stories (1080×1920)' },
  { value: '3', label: 'Banner (1920×1080)' },
];

const meta = {
  title: 'Primitivos/Select',
  component: Select,
  args: {
    label: 'Formato',
    options: formats,
    allLabel: 'Todos os formatos',
    value: SELECT_ALL_VALUE,
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '_all' selected: the trigger reads 'Todos os formatos'; picking a format reports its value. */
export const AllSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Formato' });
    await expect(trigger).toHaveTextContent('Todos os formatos');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Stories (1080×1920)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
  },
};

function Controlled() {
  const [value, setValue] = useState('3');
  return (
    <>
      <Select
        label="Formato"
        options={formats}
        allLabel="Todos os formatos"
        value={value}
        onValueChange={setValue}
      />
      <output>filtro: {value === SELECT_ALL_VALUE ? 'nenhum' : value}</output>
    </>
  );
}

/** Back to 'Todos os formatos' means no filter ('_all'). */
export const BackToAll: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('filtro: 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Formato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todos os formatos' }));
    await waitFor(() => expect(canvas.getByText('filtro: nenhum')).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Formato' })).toBeDisabled();
  },
};

/** The filter bars' size: small text and no least width, so two fit in a phone's row. */
export const Small: Story = {
  args: { size: 'sm', value: '2' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Formato' });
    await expect(trigger).toHaveTextContent('Stories (1080×1920)');
    await expect(getComputedStyle(trigger).fontSize).toBe('14px');
    // Still a finger's target.
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** An error under the select is announced and read as the trigger's description. */
export const WithError: Story = {
  args: { error: 'Erro ao carregar formatos', options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar formatos');
    await expect(canvas.getByRole('combobox', { name: 'Formato' })).toHaveAccessibleDescription(
      'Erro ao carregar formatos',
    );
  },
};
