import { AppErrorFallback, MobileErrorFallback } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Produto/Falhas e carregamento',
  component: MobileErrorFallback,
  args: { onReload: fn(), onInstall: fn() },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof MobileErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar App' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    // It reloads by itself after 3 s (platform §4.3).
    await expect(canvas.getByText(/Recarregando em \d s/)).toBeVisible();
    await waitFor(() => expect(args.onReload).toHaveBeenCalledOnce(), { timeout: 4500 });
  },
};

export const MobileErrorReloadNow: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recarregar Agora' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

export const FatalRenderFallback: Story = {
  render: (args) => <AppErrorFallback onReload={args.onReload} />,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('instale o app');
  },
};
