import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { toastQueue } from '../../../site/src/lib/toast';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import {
  adminUsersHandlers,
  type HandlerState,
  newPeopleCalls,
} from '../../msw/handlers/admin-people';
import { openedDialog } from '../../support/dialog';
import { choose } from '../support/choose';
import { withSite } from '../support/site-story';
import { preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/Usuários',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/usuarios' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = newPeopleCalls();

/** Signed in as `user`; `overrides` answer in place of the fixtures' handlers. */
function as(
  user: User,
  state: HandlerState = 'full',
  overrides: HttpHandler[] = [],
): Story['beforeEach'] {
  return ({ msw }) => {
    calls.grants.length = 0;
    calls.levels.length = 0;
    calls.emailConfirmations.length = 0;
    toastQueue.items = [];
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...overrides,
      ...adminUsersHandlers(state, calls),
    );
  };
}

async function userCard(canvasElement: HTMLElement, name: string) {
  const list = await within(canvasElement).findByRole('list', { name: 'Usuários' });
  return within(within(list).getByRole('listitem', { name }));
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(await canvas.findByText('4 usuários')).toBeVisible();
    const marcos = await userCard(canvasElement, 'Pr. Marcos Lima');
    await expect(marcos.getByText('marcos@ministeriovida.org · @marcos.lima')).toBeVisible();
    await expect(marcos.getByText('Anual')).toBeVisible();
    await expect(marcos.getByText('41 / 612')).toBeVisible();
    await expect(marcos.getByText('88')).toBeVisible();
    await expect(marcos.getByText('Hotmart')).toBeVisible();
    await expect(marcos.getByRole('button', { name: 'Alterar nível' })).toBeVisible();
    const debora = await userCard(canvasElement, 'Débora Alves');
    await expect(debora.getByText('Dado pela equipe')).toBeVisible();
    await expect(debora.getByText('Vitalícia')).toBeVisible();
    await expect(debora.getByText('Nunca expira')).toBeVisible();
    await expect(debora.getByRole('button', { name: 'Encerrar sessões' })).toBeDisabled();
    const ana = await userCard(canvasElement, 'Ana Souza');
    await expect(ana.getByText('Não verificado')).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Reenviar verificação' })).toBeVisible();
    // An admin never changes their own level (no lock-out).
    const self = await userCard(canvasElement, 'Equipe Arte Gospel');
    await expect(self.queryByRole('button', { name: 'Alterar nível' })).toBeNull();
  },
};

export const DesignerAdm: Story = {
  beforeEach: as(staffUsers.designerAdm),
  play: async ({ canvasElement }) => {
    const marcos = await userCard(canvasElement, 'Pr. Marcos Lima');
    await expect(marcos.getByRole('button', { name: 'Dar Premium' })).toBeVisible();
    // The level is the admin's to change.
    await expect(marcos.queryByRole('button', { name: 'Alterar nível' })).toBeNull();
  },
};

export const Search: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('4 usuários');
    await userEvent.type(canvas.getByLabelText('Buscar por nome ou e-mail'), 'marcos');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('1 usuário para “marcos”')).toBeVisible();
  },
};

export const GrantPremium: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const ana = await userCard(canvasElement, 'Ana Souza');
    await userEvent.click(ana.getByRole('button', { name: 'Dar Premium' }));
    const dialog = within(await openedDialog('Dar Premium a Ana Souza'));
    const days = dialog.getByLabelText('Dias');
    await userEvent.clear(days);
    await userEvent.type(days, '15');
    await userEvent.type(dialog.getByLabelText('Motivo'), 'Cortesia para o pastor');
    await userEvent.click(dialog.getByRole('button', { name: 'Conceder Premium' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(calls.grants).toEqual([
      {
        id: '101',
        body: { mode: 'days', plan: 'mensal', days: 15, reason: 'Cortesia para o pastor' },
      },
    ]);
  },
};

export const ChangeLevel: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const marcos = await userCard(canvasElement, 'Pr. Marcos Lima');
    await userEvent.click(marcos.getByRole('button', { name: 'Alterar nível' }));
    const dialog = await openedDialog('Nível de acesso de Pr. Marcos Lima');
    await choose(dialog, 'Nível de acesso', 'Suporte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nível' }));
    await waitFor(() =>
      expect(calls.levels).toEqual([{ id: '102', body: { nivelacesso: 'suporte' } }]),
    );
  },
};

export const ConfirmEmail: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const ana = await userCard(canvasElement, 'Ana Souza');
    // Only an account whose e-mail is not proven offers it.
    const marcos = await userCard(canvasElement, 'Pr. Marcos Lima');
    await expect(marcos.queryByRole('button', { name: 'Confirmar email' })).toBeNull();
    await userEvent.click(ana.getByRole('button', { name: 'Confirmar email' }));
    await waitFor(() =>
      expect(toastQueue.items.map((toast) => toast.title)).toEqual([
        'Email confirmado com sucesso!',
      ]),
    );
    await expect(calls.emailConfirmations).toEqual([{ userId: 101 }]);
  },
};

export const ConfirmEmailFailure: Story = {
  beforeEach: as(users.admin, 'full', [
    http.post('/api/auth/supabase/confirm-email', () =>
      HttpResponse.json({ message: 'Usuário não encontrado' }, { status: 404 }),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const ana = await userCard(canvasElement, 'Ana Souza');
    await userEvent.click(ana.getByRole('button', { name: 'Confirmar email' }));
    await waitFor(() =>
      expect(
        toastQueue.items.map(({ title, description, tone }) => ({ title, description, tone })),
      ).toEqual([
        {
          title: 'Falha ao confirmar email',
          description: 'Usuário não encontrado',
          tone: 'destructive',
        },
      ]),
    );
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando usuários...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhum usuário cadastrado' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os usuários')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile1' } },
};
