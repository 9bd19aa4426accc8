import { Button, Dialog } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

type DialogStoryArgs = ComponentProps<typeof Dialog.Root> & ComponentProps<typeof Dialog.Popup>;

const meta = {
  title: 'Primitivos/Dialog',
  component: Dialog.Root,
  args: { size: 'md', placement: 'center' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'drawer'] },
    placement: { control: 'inline-radio', options: ['center', 'end'] },
  },
  render: ({ size, placement, ...root }: DialogStoryArgs) => (
    <Dialog.Root {...root}>
      <Dialog.Trigger asChild>
        <Button>Abrir</Button>
      </Dialog.Trigger>
      <Dialog.Popup size={size} placement={placement}>
        <Dialog.Title>Videoaulas em atualização</Dialog.Title>
        <Dialog.Description>Estamos gravando as novas aulas. Volte em breve!</Dialog.Description>
        <p>Enquanto isso, veja o calendário de postagens.</p>
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  ),
  parameters: { layout: 'centered' },
} satisfies Meta<DialogStoryArgs>;

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

/** A side panel from the right edge, as the site's phone menu. */
export const Drawer: Story = {
  args: { size: 'drawer', placement: 'end', defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Videoaulas em atualização',
    });
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0),
    );
    await expect(dialog.getBoundingClientRect().height).toBeCloseTo(window.innerHeight, 0);
  },
};

export const Confirmation: Story = {
  render: () => (
    <Dialog.Root role="alertdialog" defaultOpen>
      <Dialog.Popup size="sm">
        <Dialog.Title>Excluir esta arte?</Dialog.Title>
        <Dialog.Description>Esta ação não pode ser desfeita.</Dialog.Description>
        <Button>Excluir</Button>
        <Dialog.CloseTrigger />
      </Dialog.Popup>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Excluir esta arte?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeVisible();
  },
};
