import { Button, createToastStore, ToastStack } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Example({ max = 1 }: { max?: number }) {
  const store = useMemo(
    () => createToastStore({ placement: 'top-end', max, duration: 5000, hotkey: ['F8'] }),
    [max],
  );
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
      <Button
        tone="secondary"
        onClick={() => {
          for (const title of ['Primeiro aviso', 'Segundo aviso', 'Terceiro aviso']) {
            store.create({ title, type: 'info' });
          }
        }}
      >
        Mostrar três avisos
      </Button>
      <ToastStack
        store={store}
        swipe={{ direction: 'right', threshold: 50, touchSlop: 10, pointerSlop: 2 }}
      />
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

export const TwoAtATimeTheOldestMakesRoom: Story = {
  args: { max: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Mostrar três avisos' }),
    );
    const body = within(document.body);
    await body.findByText('Terceiro aviso');
    await expect(body.getByText('Segundo aviso')).toBeVisible();
    await waitFor(() => expect(body.queryByText('Primeiro aviso')).toBeNull());
  },
};

/** Drags the toast showing `title` sideways by `dx` px with a mouse, and lets go. */
async function drag(title: string, dx: number) {
  const root = (await within(document.body).findByText(title)).closest(
    '[data-part="root"]',
  ) as HTMLElement;
  const box = root.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: root, coords: { clientX: x, clientY: y } },
    { target: root, coords: { clientX: x + dx / 2, clientY: y } },
    { target: root, coords: { clientX: x + dx, clientY: y } },
    { keys: '[/MouseLeft]', target: root, coords: { clientX: x + dx, clientY: y } },
  ]);
  return root;
}

export const SwipeRightToDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar erro' }));
    const body = within(document.body);
    // Short of the 50 px threshold, or the wrong way, it springs back.
    const root = await drag('Falha no login', 30);
    await expect(root.style.transform).toBe('');
    await expect(body.getByText('Falha no login')).toBeVisible();
    await drag('Falha no login', -80);
    await expect(body.getByText('Falha no login')).toBeVisible();
    await drag('Falha no login', 80);
    await waitFor(() => expect(body.queryByText('Falha no login')).toBeNull());
  },
};
