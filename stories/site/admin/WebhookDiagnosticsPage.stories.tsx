import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { webhookDiagnostics } from '../../msw/fixtures/admin-money';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import { diagnosticsHandlers, type MoneyState } from '../../msw/handlers/admin-money';
import { withSite } from '../support/site-story';
import { phone390, preloadAdminPage } from './admin-story';

// /admin/webhook-diagnostics (issue 19): admin only; the API answers 403 to anyone else.
const meta = {
  title: 'Site/Admin/WebhookDiagnostics',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/webhook-diagnostics' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(user: User, state: MoneyState = 'full'): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...diagnosticsHandlers(state),
    );
  };
}

function fact(canvas: ReturnType<typeof within>, label: string) {
  return canvas.getByText(label).nextSibling;
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Diagnóstico de webhooks' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Configurado', { selector: 'dd' })).toBeVisible();
    await expect(fact(canvas, 'Endpoint')).toHaveTextContent('POST /api/webhooks/checkout');
    await expect(fact(canvas, 'Última entrega do provedor')).toHaveTextContent('10/03/2026, 11:05');
    const links = within(
      canvas.getByRole('region', { name: 'Links de checkout (CHECKOUT_URL_*)' }),
    );
    const vitalicio = links.getByRole('rowheader', { name: 'Vitalício' }).closest('tr')!;
    await expect(within(vitalicio).getByText('Exemplo (não configurado)')).toBeVisible();
    const counts = within(canvas.getByRole('list', { name: 'Entregas por resultado' }));
    await expect(counts.getByText('Aplicado').nextSibling).toHaveTextContent('38');
    await expect(counts.getByText('Sem plano identificado').nextSibling).toHaveTextContent('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Enviar entrega de teste' }));
    await expect(await canvas.findByText('Webhook funcionando')).toBeVisible();
    await expect(canvas.getByText(/respondeu 200, resultado: Aguardando conta/)).toBeVisible();
    await expect(
      canvas.getByText(
        'E-mail teste-webhook@artegospel.invalid, transação TESTE-DIAG-7F3A9C21-4B6D, entrega nº 44.',
      ),
    ).toBeVisible();
  },
};

/** Nothing configured: no token (the endpoint answers 503), example links, no delivery. */
export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não configurado: o webhook responde 503')).toBeVisible();
    await expect(fact(canvas, 'Última entrega do provedor')).toHaveTextContent(
      'Nenhuma entrega ainda',
    );
    await expect(canvas.getByText('Nenhuma entrega do provedor recebida até agora.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar entrega de teste' }));
    await expect(
      await canvas.findByText('A entrega de teste não foi aplicada como esperado'),
    ).toBeVisible();
    await expect(
      canvas.getByText('O endpoint respondeu 503: Webhook de pagamentos não configurado.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando o diagnóstico...' }),
    ).toBeVisible();
  },
};

// Production with no lifetime link (no variable, none saved by staff): the plan cannot be
// bought, and the page says so instead of showing an example offer.
export const PlanWithoutLink: Story = {
  beforeEach({ msw }) {
    msw.use(
      // First: msw.use's earlier handlers win over the page's usual answers below.
      http.get('/api/admin/webhooks/diagnostics', () =>
        HttpResponse.json({
          ...webhookDiagnostics,
          checkoutLinks: webhookDiagnostics.checkoutLinks.map((link) =>
            link.plan === 'vitalicio' ? { ...link, url: null, offerCode: null } : link,
          ),
        }),
      ),
      http.get('/api/user', () => HttpResponse.json(users.admin)),
      ...diagnosticsHandlers('full'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(
      await canvas.findByRole('region', { name: 'Links de checkout (CHECKOUT_URL_*)' }),
    );
    const vitalicio = links.getByRole('rowheader', { name: 'Vitalício' }).closest('tr')!;
    await expect(vitalicio).toHaveTextContent('Sem link: o plano não pode ser comprado');
    await expect(vitalicio).not.toHaveTextContent('A100000001M');
    const anual = links.getByRole('rowheader', { name: 'Anual' }).closest('tr')!;
    await expect(anual).toHaveTextContent('Configurado');
  },
};

export const ErrorState: Story = {
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o diagnóstico')).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
  },
};

export const ForbiddenByTheApi: Story = {
  beforeEach: as(staffUsers.designerAdm, 'forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enviar entrega de teste' })).toBeNull();
  },
};

export const Phone390: Story = {
  beforeEach: as(users.admin),
  ...phone390,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', {
      name: 'Links de checkout (CHECKOUT_URL_*)',
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
