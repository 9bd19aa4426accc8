import { Button, EmptyState } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const clear = fn();

const meta = {
  title: 'Primitivos/EmptyState',
  component: EmptyState,
  args: { title: 'Nenhuma arte encontrada' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filtered list with nothing: the hint and 'Limpar filtros'. */
export const Filtered: Story = {
  args: {
    description: 'Tente ajustar seus filtros ou realizar uma busca diferente.',
    actions: (
      <Button tone="secondary" onClick={clear}>
        Limpar filtros
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nenhuma arte encontrada' })).toBeVisible();
    await expect(
      canvas.getByText('Tente ajustar seus filtros ou realizar uma busca diferente.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(clear).toHaveBeenCalledOnce();
  },
};

export const Unfiltered: Story = {
  args: {
    title: 'Nenhum design encontrado',
    description: 'No momento não há designs disponíveis. Confira mais tarde.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nenhum design encontrado' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
