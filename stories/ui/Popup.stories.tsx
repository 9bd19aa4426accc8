import { lightTheme, Popup, type PopupStatus } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const body = () => within(document.body);
/** axe reads colours after the play: let the entrance animation end first. */
const settled = () => Promise.all(document.getAnimations().map((a) => a.finished));

interface PopupArgs {
  open: boolean;
  status: PopupStatus;
  retry: boolean;
  onAction: () => void;
  onDismiss: () => void;
}

/** The parts composed into a prompt of this story's own (install and push are two others). */
const meta = {
  title: 'Popups/Popup',
  decorators: [
    (Story) => {
      document.documentElement.classList.add(lightTheme);
      return <Story />;
    },
  ],
  args: { open: true, status: 'default', retry: false, onAction: fn(), onDismiss: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['default', 'loading', 'success', 'error'] },
  },
  render: ({ open, status, retry, onAction, onDismiss }) => (
    <Popup.Root open={open} onDismiss={onDismiss}>
      <Popup.Emblem>📅</Popup.Emblem>
      <Popup.Title>Calendário de postagens</Popup.Title>
      <Popup.Description>Receba no e-mail as datas do mês para o seu ministério.</Popup.Description>
      <Popup.Steps steps={['Escolha as datas.', 'Confirme o seu e-mail.']} />
      <Popup.Actions>
        <Popup.Action
          status={status}
          retry={retry}
          labels={{
            default: 'Quero receber',
            loading: 'Enviando...',
            success: 'Enviado!',
            error: 'Erro - Tente novamente',
          }}
          onAction={onAction}
        />
        {status === 'error' ? <Popup.Message>Não foi possível enviar agora.</Popup.Message> : null}
        <Popup.Dismiss onClick={onDismiss}>Agora não</Popup.Dismiss>
      </Popup.Actions>
    </Popup.Root>
  ),
} satisfies Meta<PopupArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Calendário de postagens' });
    await expect(dialog).toHaveAccessibleDescription(/datas do mês/);
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quero receber' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await settled();
  },
};

/** Busy and done states do not act again. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args }) => {
    const button = await body().findByRole('button', { name: 'Enviando...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
    await settled();
  },
};

/** Without `retry` the error state is final, and its reason is announced. */
export const ErrorFinal: Story = {
  args: { status: 'error' },
  play: async ({ args }) => {
    const button = await body().findByRole('button', { name: 'Erro - Tente novamente' });
    await expect(button).toHaveAttribute('data-status', 'error');
    await userEvent.click(button);
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(body().getByRole('alert')).toHaveTextContent('Não foi possível enviar agora.');
    await settled();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', retry: true },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Erro - Tente novamente' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await settled();
  },
};
