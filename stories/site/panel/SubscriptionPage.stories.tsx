import type { SubscriptionResponse } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { PanelRoutes } from '../../../site/src/features/panel/components/panel-routes';
import { type UserRole, users } from '../../msw/fixtures/users';
import { panelHandlers } from '../../msw/handlers/panel';
import { sessionHandlers } from '../../msw/handlers/session';
import { subscriptionHandlers, subscriptions } from '../../msw/handlers/subscription';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Painel/Assinatura',
  component: PanelRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/painel/assinatura' },
} satisfies Meta<typeof PanelRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(
  role: Exclude<UserRole, 'visitor'>,
  subscription: SubscriptionResponse | 'error',
): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      ...sessionHandlers(role),
      ...panelHandlers(undefined, users[role]),
      ...subscriptionHandlers(subscription),
    );
  };
}

async function page(canvasElement: HTMLElement) {
  const main = within(within(canvasElement).getByRole('main'));
  const details = await main.findByTestId('subscription-details');
  return { main, details };
}

/** The manage link: the provider's buyer area, in a new tab. */
async function expectManageLink(main: ReturnType<typeof within>) {
  const manage = main.getByRole('link', { name: 'Gerenciar ou cancelar na Hotmart' });
  await expect(manage).toHaveAttribute('href', 'https://consumer.hotmart.com');
  await expect(manage).toHaveAttribute('target', '_blank');
  await expect(manage).toHaveAttribute('rel', 'noopener noreferrer');
}

export const Free: Story = {
  beforeEach: as('free', subscriptions.none),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('CONTA GRÁTIS')).toBeVisible();
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('PlanoGratuito');
    await expect(details).toHaveTextContent('SituaçãoSem assinatura ativa');
    await expect(main.getByRole('link', { name: 'Assinar Premium' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(main.queryByRole('link', { name: /Gerenciar/ })).toBeNull();
    await expect(main.getByText('Nenhuma compra registrada nesta conta.')).toBeVisible();
    await expect(main.getByText(/Garantia de 7 dias/)).toBeVisible();
    await expect(main.getByText(/continua até o fim do\s+período já pago/)).toBeVisible();
  },
};

export const Active: Story = {
  beforeEach: as('premium', subscriptions.active),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('PlanoAnual');
    await expect(details).toHaveTextContent('SituaçãoAtiva');
    await expect(details).toHaveTextContent(/Próxima cobrança\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(details).toHaveTextContent(/Dias restantes\d+/);
    await expectManageLink(main);
    await expect(main.queryByRole('button', { name: /Renovar/ })).toBeNull();
    const purchases = within(main.getByRole('list', { name: 'Compras' })).getAllByRole('listitem');
    await expect(purchases).toHaveLength(2);
    await expect(purchases[0]).toHaveTextContent(/Data\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(purchases[0]).toHaveTextContent('PlanoAnual');
    await expect(purchases[0]).toHaveTextContent('ValorR$ 97,00');
    await expect(purchases[0]).toHaveTextContent('SituaçãoAprovada');
    await expect(purchases[1]).toHaveTextContent('PlanoMensal');
    await expect(purchases[1]).toHaveTextContent('ValorR$ 47,00');
    await expect(purchases[1]).toHaveTextContent('SituaçãoReembolsada');
    await expect(main.queryByRole('region', { name: 'O que muda com o Premium' })).toBeNull();
  },
};

export const ActiveMobile: Story = {
  ...Active,
  globals: { viewport: { value: 'mobile1' } },
};

export const ActiveGivenHere: Story = {
  beforeEach: as('premium', subscriptions.given),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('SituaçãoAtiva');
    await expect(details).toHaveTextContent(/Expiração\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(details).not.toHaveTextContent('Próxima cobrança');
    await expect(main.getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(main.queryByRole('link', { name: /Gerenciar/ })).toBeNull();
  },
};

export const Cancelled: Story = {
  beforeEach: as('expiring', subscriptions.cancelled),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('PlanoMensal');
    await expect(details).toHaveTextContent('SituaçãoCancelada (sem renovação)');
    await expect(details).toHaveTextContent(/Acesso até\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(details).toHaveTextContent('Dias restantes3');
    await expect(details).not.toHaveTextContent('Próxima cobrança');
    await expect(main.getByRole('button', { name: 'Renovar assinatura' })).toBeVisible();
    await expectManageLink(main);
  },
};

export const Expired: Story = {
  beforeEach: as('expired', subscriptions.expired),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('SituaçãoExpirada');
    await expect(details).toHaveTextContent(/Expirou em\d{1,2} de [a-zç]+ de \d{4}/);
    await expect(details).not.toHaveTextContent('Dias restantes');
    await expectManageLink(main);
    // 'Renovar' opens the expired plan's checkout in a new tab.
    const open = spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    try {
      await userEvent.click(main.getByRole('button', { name: 'Renovar' }));
      await expect(open).toHaveBeenCalledWith(
        new URL('/checkout/mensal', window.location.href).toString(),
        '_blank',
      );
    } finally {
      open.mockRestore();
    }
  },
};

export const Lifetime: Story = {
  beforeEach: as('lifetime', subscriptions.lifetime),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('SituaçãoVitalícia');
    await expect(details).toHaveTextContent('ExpiraçãoNunca expira');
    await expect(main.queryByRole('button', { name: /Renovar/ })).toBeNull();
    await expect(main.queryByRole('link', { name: /Renovar/ })).toBeNull();
    await expect(
      within(main.getByRole('list', { name: 'Compras' })).getByRole('listitem'),
    ).toHaveTextContent('ValorR$ 297,00');
  },
};

export const Staff: Story = {
  beforeEach: as('admin', subscriptions.staff),
  play: async ({ canvasElement }) => {
    const { main, details } = await page(canvasElement);
    await expect(details).toHaveTextContent('Equipe (acesso ilimitado)');
    await expect(main.queryByRole('region', { name: 'Histórico de compras' })).toBeNull();
    await expect(main.queryByRole('region', { name: 'Cancelamento e garantia' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: as('premium', 'error'),
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const alert = await main.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar');
    await expect(alert).toHaveTextContent('Erro ao carregar a assinatura');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
