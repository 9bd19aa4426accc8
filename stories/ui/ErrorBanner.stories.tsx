import { ErrorBanner } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Ocorreu um erro ao carregar os designs. Por favor, tente novamente.' },
} satisfies Meta<typeof ErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent('Ocorreu um erro ao carregar os designs.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Tentar novamente' }),
    ).toBeDisabled();
  },
};

export const WithoutRetry: Story = {
  args: { title: 'Erro ao carregar', message: 'Não foi possível carregar as categorias.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao carregar');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
