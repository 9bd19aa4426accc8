import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import { type MoneyState, webhooksHandlers } from '../../msw/handlers/admin-money';
import { openedDialog } from '../../support/dialog';
import { choose } from '../support/choose';
import { withSite } from '../support/site-story';
import { phone390, preloadAdminPage } from './admin-story';

// /admin/webhooks (issue 19): admin only; the API answers 403 to anyone else.
const meta = {
  title: 'Site/Admin/Webhooks',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/webhooks' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const requested: string[] = [];

function as(user: User, state: MoneyState = 'full'): Story['beforeEach'] {
  return ({ msw }) => {
    requested.length = 0;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...webhooksHandlers(state, requested),
    );
  };
}

function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const table = within(await canvas.findByRole('region', { name: 'Entregas, da mais recente' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(cells(rows[1]!).slice(1, 6)).toEqual([
      'PURCHASE_APPROVED',
      'HP0998877665544',
      'pastor.joao@gmail.com',
      'Sem plano identificado',
      'Provedor',
    ]);
    await expect(cells(rows[3]!)[5]).toBe('Reprocessamento da nº 38');
    await expect(canvas.getByText('4 entregas')).toBeVisible();

    // A filter asks the API again.
    await choose(canvasElement, 'Resultado', 'Sem plano identificado');
    await waitFor(() => expect(requested.at(-1)).toContain('result=unmatched'));

    // The detail: the stored body and a replay, which is a duplicate.
    await userEvent.click(canvas.getByRole('button', { name: 'Detalhes da entrega 42' }));
    const dialog = within(await openedDialog('Entrega nº 42'));
    await expect(await dialog.findByText(/"transaction": "HP1121336654889"/)).toBeVisible();
    await expect(
      dialog.getByText('Conta: Igreja Viva (secretaria@igrejaviva.org.br)'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reprocessar entrega' }));
    await expect(await dialog.findByText('Reprocessada como entrega nº 43')).toBeVisible();
    await expect(
      dialog.getByText(/Repetida: esta transação e este evento já estavam/),
    ).toBeVisible();
  },
};

export const AssignUnmatched: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Compras não identificadas' }));
    const card = within(await canvas.findByRole('listitem', { name: 'João Batista Ferreira' }));
    await expect(card.getByText('promo-natal-2025')).toBeVisible();
    await expect(card.getByText('R$ 97,00')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Atribuir a uma conta' }));
    const dialog = await openedDialog('Atribuir a compra HP0998877665544');
    // The buyer's e-mail is searched first; no account has it.
    await expect(
      await within(dialog).findByText('Nenhuma conta encontrada para “pastor.joao@gmail.com”.'),
    ).toBeVisible();
    const search = within(dialog).getByRole('searchbox', {
      name: 'Buscar conta (nome, e-mail ou id)',
    });
    await userEvent.clear(search);
    await userEvent.type(search, 'joao');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Conta' })).toBeEnabled(),
    );
    await choose(dialog, 'Conta', 'João Batista Ferreira · joao.ferreira@igrejabatista.org.br');
    await choose(dialog, 'Plano pago', 'Anual');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir compra' }));
    await expect(
      await canvas.findByText('Compra HP0998877665544 atribuída: Aplicado'),
    ).toBeVisible();
    await expect(canvas.getByText(/João Batista Ferreira: Anual até/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma compra sem plano' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando entregas...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma entrega recebida' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Compras não identificadas' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma compra sem plano' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as entregas')).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
  },
};

export const ForbiddenByTheApi: Story = {
  beforeEach: as(staffUsers.suporte, 'forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Entregas, da mais recente' })).toBeNull();
  },
};

export const Phone390: Story = {
  beforeEach: as(users.admin),
  ...phone390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Entregas, da mais recente' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
