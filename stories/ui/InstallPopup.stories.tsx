import { InstallPopup, lightTheme } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const body = () => within(document.body);
/** axe reads colours after the play: let the entrance animation end first. */
const settled = () => Promise.all(document.getAnimations().map((a) => a.finished));

const meta = {
  title: 'Popups/InstallPopup',
  component: InstallPopup,
  // The dialog is portalled to <body>, outside the preview's themed wrapper: the site puts
  // the theme class on <html>, so the story does too.
  decorators: [
    (Story) => {
      document.documentElement.classList.add(lightTheme);
      return <Story />;
    },
  ],
  args: { open: true, onInstall: fn(), onDismiss: fn(), iconUrl: '/icons/icon-192.png' },
} satisfies Meta<typeof InstallPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Instale o app Arte Gospel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Instalar' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await settled();
  },
};

export const Installing: Story = {
  args: { status: 'loading' },
  play: async ({ args }) => {
    const button = await body().findByRole('button', { name: 'Instalando...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onInstall).not.toHaveBeenCalled();
    await settled();
  },
};

export const Installed: Story = {
  args: { status: 'success' },
  play: async () => {
    const shown = await body().findByRole('button', { name: 'Instalado!' });
    await waitFor(() => expect(shown).toBeVisible());
    await settled();
  },
};

export const ErrorTryAgain: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Erro - Tente novamente' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await settled();
  },
};

export const IosSafari: Story = {
  args: { platform: 'ios' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Instale o app Arte Gospel' });
    const steps = within(dialog).getAllByRole('listitem');
    await expect(steps.at(-1)).toHaveTextContent('Adicionar à Tela de Início');
    await expect(within(dialog).queryByRole('button', { name: 'Instalar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await settled();
  },
};
