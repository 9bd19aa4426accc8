import { Button, createToastStore, TOAST_DEFAULTS, ToastStack } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Example() {
  const store = useMemo(() => createToastStore({ placement: 'top-end' }), []);
  return (
    <div>
      <Button
        onClick={() => {
          store.create({
            title: 'Login realizado com sucesso',
            description: 'Bem-vindo(a) de volta, Maria!',
            type: 'info',
          });
          store.create({ title: 'Logout realizado', type: 'success' });
        }}
      >
        Mostrar dois avisos
      </Button>
      <Button
        tone="secondary"
        onClick={() =>
          store.create({
            title: 'Falha no login',
            description: 'Email ou senha incorretos.',
            type: 'error',
          })
        }
      >
        Mostrar erro
      </Button>
      <ToastStack store={store} />
    </div>
  );
}

const meta = {
  title: 'Produto/ToastStack',
  component: Example,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(TOAST_DEFAULTS).toMatchObject({
      max: 1,
      duration: 5000,
      hotkey: ['F8'],
      swipeThreshold: 50,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar dois avisos' }));
    const body = within(document.body);
    // The newest wins: the second takes the first one's place.
    const latest = await body.findByText('Logout realizado');
    await waitFor(() => expect(body.queryByText('Login realizado com sucesso')).toBeNull());
    // Every type, success too, lasts the stack's 5000 ms unless told otherwise.
    await expect(
      (latest.closest('[data-part="root"]') as HTMLElement).style.getPropertyValue('--duration'),
    ).toBe('5000ms');
    await userEvent.click(body.getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(body.queryByText('Logout realizado')).toBeNull());
  },
};

export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar erro' }));
    const title = await within(document.body).findByText('Falha no login');
    await waitFor(() => expect(title.closest('[data-type]')).toHaveAttribute('data-type', 'error'));
  },
};
