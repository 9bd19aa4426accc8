import { lightTheme, PushPopup } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const body = () => within(document.body);
/** axe reads colours after the play: let the entrance animation end first. */
const settled = () => Promise.all(document.getAnimations().map((a) => a.finished));

const meta = {
  title: 'Popups/PushPopup',
  component: PushPopup,
  // The dialog is portalled to <body>, outside the preview's themed wrapper: the site puts
  // the theme class on <html>, so the story does too.
  decorators: [
    (Story) => {
      document.documentElement.classList.add(lightTheme);
      return <Story />;
    },
  ],
  args: { open: true, onActivate: fn(), onDismiss: fn() },
} satisfies Meta<typeof PushPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Ative as notificações' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ativar notificações' }));
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await settled();
  },
};

export const Activating: Story = {
  args: { status: 'loading' },
  play: async ({ args }) => {
    const button = await body().findByRole('button', { name: 'Ativando...' });
    await userEvent.click(button);
    await expect(args.onActivate).not.toHaveBeenCalled();
    await settled();
  },
};

export const Activated: Story = {
  args: { status: 'success' },
  play: async () => {
    const shown = await body().findByRole('button', { name: 'Ativado!' });
    await waitFor(() => expect(shown).toBeVisible());
    await settled();
  },
};

export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Permissão de notificação negada pelo usuário' },
  play: async () => {
    const shown = await body().findByRole('button', { name: 'Erro' });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(body().getByRole('alert')).toHaveTextContent(
      'Permissão de notificação negada pelo usuário',
    );
    await settled();
  },
};
