import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import { financeHandlers, type MoneyState } from '../../msw/handlers/admin-money';
import { choose } from '../support/choose';
import { withSite } from '../support/site-story';
import { phone390, preloadAdminPage } from './admin-story';

// /admin/financeiro (issue 19): admin only; the API answers 403 to anyone else.
const meta = {
  title: 'Site/Admin/Financeiro',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/financeiro' },
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
      ...financeHandlers(state, requested),
    );
  };
}

/** A table row by its first cell, as its cells' texts. */
function row(region: ReturnType<typeof within>, name: string, index = 0) {
  const header = region.getAllByRole('rowheader', { name })[index]!;
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function figure(list: ReturnType<typeof within>, label: string) {
  return list.getByText(label).nextSibling;
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Financeiro' }),
    ).toBeVisible();
    const summary = within(await canvas.findByRole('list', { name: 'Resumo' }));
    await expect(figure(summary, 'MRR (receita mensal recorrente)')).toHaveTextContent('R$ 604,42');
    await expect(figure(summary, 'Assinantes ativos')).toHaveTextContent('17');
    await expect(figure(summary, 'Mensais')).toHaveTextContent('12');
    await expect(figure(summary, 'Anuais')).toHaveTextContent('5');
    await expect(figure(summary, 'Vitalícios')).toHaveTextContent('3');
    await expect(figure(summary, 'Vendas (7)')).toHaveTextContent('R$ 879,00');
    await expect(figure(summary, 'Reembolsos (1)')).toHaveTextContent('R$ 97,00');
    await expect(figure(summary, 'Chargebacks (1)')).toHaveTextContent('R$ 47,00');

    const table = within(
      await canvas.findByRole('region', { name: 'Valores de 09/02/2026 a 10/03/2026' }),
    );
    await expect(row(table, '20/02/2026', 0)).toEqual([
      'Mensal',
      '3',
      'R$ 141,00',
      '0',
      'R$ 0,00',
      '0',
      'R$ 0,00',
    ]);
    await expect(row(table, '02/03/2026')).toEqual([
      'Anual',
      '0',
      'R$ 0,00',
      '1',
      'R$ 97,00',
      '0',
      'R$ 0,00',
    ]);
    await expect(row(table, '10/03/2026', 1)).toEqual([
      'Mensal',
      '1',
      'R$ 47,00',
      '0',
      'R$ 0,00',
      '1',
      'R$ 47,00',
    ]);
    await expect(row(table, 'Total')).toEqual(['7', 'R$ 879,00', '1', 'R$ 97,00', '1', 'R$ 47,00']);
    // The CSV of the same period, from the server.
    const csv = canvas.getByRole('link', { name: 'Exportar CSV' });
    await expect(csv.getAttribute('href')).toMatch(
      /^\/api\/admin\/finance\.csv\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&groupBy=day$/,
    );
    await waitFor(() => expect(canvasElement.querySelector('.uplot canvas')).not.toBeNull());
    await expect(canvas.queryByText('Em breve')).toBeNull();
  },
};

export const ByMonth: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Resumo' });
    await choose(canvasElement, 'Agrupar', 'Por mês');
    const table = within(
      await canvas.findByRole('region', { name: 'Valores de 09/02/2026 a 10/03/2026' }),
    );
    await expect(await canvas.findByRole('heading', { name: 'Por mês e plano' })).toBeVisible();
    await expect(row(table, '03/2026', 2)).toEqual([
      'Vitalício',
      '2',
      'R$ 594,00',
      '0',
      'R$ 0,00',
      '0',
      'R$ 0,00',
    ]);
    await expect(requested.at(-1)).toMatch(/groupBy=month$/);
    await choose(canvasElement, 'Período', 'Últimos 7 dias');
    // The new period's request (the one before it was grouped by month too): 7 days.
    const span = (url: string | undefined) => {
      const [from, to] = url?.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
      return (Date.parse(to ?? '') - Date.parse(from ?? '')) / 86_400_000;
    };
    await waitFor(() => expect(span(requested.at(-1))).toBe(6));
    await expect(requested.at(-1)).toMatch(/groupBy=month$/);
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando o financeiro...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum movimento neste período' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Nenhuma venda, reembolso ou chargeback entre 09/02/2026 e 10/03/2026.'),
    ).toBeVisible();
    const summary = within(canvas.getByRole('list', { name: 'Resumo' }));
    await expect(figure(summary, 'MRR (receita mensal recorrente)')).toHaveTextContent('R$ 0,00');
    await expect(canvas.queryByRole('region', { name: /Valores de/ })).toBeNull();
  },
};

export const ErrorState: Story = {
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o financeiro')).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A level that is not admin: the API says 403 and the page shows it, with no figures. */
export const ForbiddenByTheApi: Story = {
  beforeEach: as(staffUsers.designerAdm, 'forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Resumo' })).toBeNull();
  },
};

export const Phone390: Story = {
  ...Full,
  ...phone390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Resumo' });
    // The page fits the phone; only the table's own frame scrolls sideways.
    await waitFor(() => expect(canvasElement.querySelector('.uplot canvas')).not.toBeNull());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
