import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import { type MoneyState, simulationHandlers } from '../../msw/handlers/admin-money';
import { choose, optionsOf } from '../support/choose';
import { withSite } from '../support/site-story';
import { phone390, preloadAdminPage } from './admin-story';

// /admin/test-subscription-settings (issue 19): admin only, refused by the API in production.
const meta = {
  title: 'Site/Admin/TestSubscriptionSettings',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/test-subscription-settings' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(user: User, state: MoneyState = 'full'): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...simulationHandlers(state),
    );
  };
}

function resultRow(canvas: ReturnType<typeof within>, index: number) {
  const table = within(
    canvas.getByRole('region', { name: 'Simulações desta visita, da mais recente' }),
  );
  const row = table.getAllByRole('row')[index + 1]!;
  return [
    within(row).getByRole('rowheader').textContent,
    ...within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ];
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Teste de configurações de assinatura',
      }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Conta' })).toBeEnabled());
    await expect(await optionsOf(canvasElement, 'Evento do provedor')).toEqual([
      'Compra aprovada',
      'Compra completa',
      'Reembolso',
      'Chargeback',
      'Compra cancelada',
      'Cancelamento da assinatura',
      'Pagamento atrasado',
      'Contestação (protesto)',
      'Boleto impresso',
    ]);
    await choose(canvasElement, 'Conta', 'Conta de Teste · teste@artegospel.com.br');
    await expect(canvas.getByText('Plano agora').nextSibling).toHaveTextContent('Sem plano');

    // An approval of the annual plan, then its refund in the same transaction.
    await choose(canvasElement, 'Plano', 'Anual');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular evento' }));
    await expect(
      await canvas.findByText(
        'Transação em uso: TESTE-5A1B2C3D-9E8F (os próximos eventos são desta compra).',
      ),
    ).toBeVisible();
    await expect(resultRow(canvas, 0)).toEqual([
      'Compra aprovada',
      'TESTE-5A1B2C3D-9E8F',
      'Aplicado',
      'Anual, até 10/04/2026, 11:00',
    ]);
    await choose(canvasElement, 'Evento do provedor', 'Reembolso');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular evento' }));
    await waitFor(() => expect(resultRow(canvas, 0)[0]).toBe('Reembolso'));
    await expect(resultRow(canvas, 0)).toEqual([
      'Reembolso',
      'TESTE-5A1B2C3D-9E8F',
      'Aplicado',
      'Sem plano, até 10/03/2026, 11:00',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Nova transação' }));
    await expect(
      canvas.getByText('O próximo evento abre uma nova transação de teste.'),
    ).toBeVisible();
  },
};

/** NODE_ENV=production: the API refuses, and the page says why. */
export const InProduction: Story = {
  beforeEach: as(users.admin, 'production'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Simulações indisponíveis')).toBeVisible();
    await expect(
      canvas.getByText(
        'As simulações de compra não estão disponíveis em produção: use um ambiente de teste.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Simular evento' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando...' }),
    ).toBeVisible();
  },
};

/** No simulation yet: no results table, the button waits for an account. */
export const Empty: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Simular evento' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: /Simulações desta visita/ })).toBeNull();
    await expect(
      canvas.getByText('O próximo evento abre uma nova transação de teste.'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Simulações indisponíveis')).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
  },
};

export const ForbiddenByTheApi: Story = {
  beforeEach: as(staffUsers.suporte, 'forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.')).toBeVisible();
  },
};

export const Phone390: Story = {
  ...Full,
  ...phone390,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Simular evento' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
