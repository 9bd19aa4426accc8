import { Button, Dialog } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Dialog',
  component: Dialog,
  args: {
    title: 'Videoaulas em atualização',
    description: 'Estamos gravando as novas aulas. Volte em breve!',
    trigger: <Button>Abrir</Button>,
    children: <p>Enquanto isso, veja o calendário de postagens.</p>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensTrapsFocusAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Videoaulas em atualização' });
    await expect(dialog).toHaveAccessibleDescription(/Estamos gravando/);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(body.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Confirmation: Story = {
  args: {
    title: 'Excluir esta arte?',
    description: 'Esta ação não pode ser desfeita.',
    role: 'alertdialog',
    size: 'sm',
    defaultOpen: true,
    trigger: undefined,
    children: <Button>Excluir</Button>,
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Excluir esta arte?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeVisible();
  },
};
