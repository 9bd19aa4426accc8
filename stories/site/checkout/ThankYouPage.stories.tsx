import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import {
  THANK_YOU_POLL_MS,
  ThankYouPage,
} from '../../../site/src/features/checkout/components/thank-you-page';
import { users } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { subscriptionHandlers, subscriptions } from '../../msw/handlers/subscription';
import { settled, withSite } from '../support/site-story';

const meta = {
  title: 'Site/Checkout/ThankYouPage',
  component: ThankYouPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/obrigado' },
} satisfies Meta<typeof ThankYouPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function heading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Pagamento recebido' }),
  ).toBeVisible();
  return canvas;
}

export const Waiting: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await expect(await canvas.findByText(/Estamos confirmando o seu pagamento/)).toHaveTextContent(
      `o Premium é ativado na conta ${users.free.email}. Esta página se atualiza sozinha.`,
    );
    await expect(canvas.getByRole('status', { name: 'Confirmando o pagamento' })).toBeVisible();
    await expect(canvas.queryByText('A confirmação está demorando')).toBeNull();
    await expect(canvas.queryByText('Bem-vindo ao Premium!')).toBeNull();
  },
};

export const Slow: Story = {
  args: { slowAfterMs: 0 },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const notice = await canvas.findByText('A confirmação está demorando');
    const box = notice.parentElement as HTMLElement;
    await expect(box).toHaveTextContent('pode levar alguns minutos');
    await expect(box).toHaveTextContent(
      `o e-mail usado no pagamento é o da sua conta, ${users.free.email}`,
    );
    await expect(within(box).getByRole('link', { name: 'suporte' })).toHaveAttribute(
      'href',
      '/suporte',
    );
    // Polling goes on: the waiting line stays.
    await expect(canvas.getByText(/Esta página se atualiza sozinha/)).toBeVisible();
  },
};

const DAY_MS = 86_400_000;

/** The annual member's history with this year's renewal on top, dated `date`. */
function renewedHistory(date: string) {
  return {
    ...subscriptions.active,
    purchases: [
      {
        transaction: 'HP16015479299999',
        date,
        plan: 'anual' as const,
        amountCents: 9700,
        currency: 'BRL',
        status: 'approved' as const,
      },
      ...subscriptions.active.purchases,
    ],
  };
}

export const Welcomed: Story = {
  beforeEach({ msw }) {
    // A premium member whose renewal's postback came before the page: the history already
    // holds it, dated a minute ago.
    msw.use(
      ...sessionHandlers('premium'),
      ...subscriptionHandlers(renewedHistory(new Date(Date.now() - 60_000).toISOString())),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const welcome = (await canvas.findByText('Bem-vindo ao Premium!')).parentElement as HTMLElement;
    await expect(welcome).toHaveTextContent('Seu plano Anual está ativo.');
    await expect(canvas.getByRole('link', { name: 'Explorar artes' })).toHaveAttribute(
      'href',
      '/artes',
    );
    await expect(canvas.getByRole('link', { name: 'Ver minha assinatura' })).toHaveAttribute(
      'href',
      '/painel/assinatura',
    );
  },
};

export const WelcomedWhenThePostbackArrives: Story = {
  beforeEach({ msw }) {
    let asked = 0;
    msw.use(
      // The first answer is the free account; the provider's postback lands before the next.
      http.get('/api/user', () => {
        asked += 1;
        return HttpResponse.json(
          asked === 1 ? users.free : { ...users.premium, id: users.free.id, name: users.free.name },
        );
      }),
      ...sessionHandlers('free'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    await expect(await canvas.findByText(/Estamos confirmando/)).toBeVisible();
    await expect(
      await canvas.findByText('Bem-vindo ao Premium!', {}, { timeout: THANK_YOU_POLL_MS * 3 }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Estamos confirmando/)).toBeNull();
  },
};

/** Whether the renewal's postback has landed, for RenewingMemberWaitsThenWelcomed. */
let renewalArrived = false;

export const RenewingMemberWaitsThenWelcomed: Story = {
  beforeEach({ msw }) {
    renewalArrived = false;
    const renewed = {
      ...users.premium,
      dataexpiracao: new Date(Date.parse(users.premium.dataexpiracao) + 365 * DAY_MS).toISOString(),
    };
    msw.use(
      // Premium already, with last year's purchase, until the play function lets the
      // renewal's postback land: then the end moves a year on and the history gains it.
      http.get('/api/user', () => HttpResponse.json(renewalArrived ? renewed : users.premium)),
      http.get('/api/me/subscription', () =>
        HttpResponse.json(
          renewalArrived ? renewedHistory(new Date().toISOString()) : subscriptions.active,
        ),
      ),
      ...sessionHandlers('premium'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const waiting = await canvas.findByText(/Estamos confirmando o seu pagamento/);
    await expect(waiting).toHaveTextContent(
      `O seu Premium continua ativo; assim que a confirmação chegar, a nova compra é registrada na conta ${users.premium.email}. Esta página se atualiza sozinha.`,
    );
    // The page has the account and its history and still waits: an active plan is not the
    // new purchase.
    await settled();
    await expect(canvas.getByRole('status', { name: 'Confirmando o pagamento' })).toBeVisible();
    await expect(canvas.queryByText('Bem-vindo ao Premium!')).toBeNull();
    renewalArrived = true;
    const welcome = (
      await canvas.findByText('Bem-vindo ao Premium!', {}, { timeout: THANK_YOU_POLL_MS * 3 })
    ).parentElement as HTMLElement;
    await expect(welcome).toHaveTextContent('Seu plano Anual está ativo.');
    await expect(canvas.queryByText(/Estamos confirmando/)).toBeNull();
  },
};

export const PurchaseWaitsForTheEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () =>
        HttpResponse.json({ ...users.free, emailVerified: false, pendingPurchase: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const notice = (await canvas.findByText('Confirme seu e-mail')).parentElement as HTMLElement;
    await expect(notice).toHaveTextContent(`Recebemos uma compra para ${users.free.email}`);
    await expect(within(notice).getByRole('link', { name: 'Confirmar e-mail' })).toHaveAttribute(
      'href',
      '/email/verify',
    );
  },
};

export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await heading(canvasElement);
    const notice = (await canvas.findByText('Entre para receber o seu plano'))
      .parentElement as HTMLElement;
    await expect(notice).toHaveTextContent('mesmo e-mail usado no pagamento');
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
    await expect(canvas.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
  },
};

export const VisitorMobile: Story = {
  ...Visitor,
  globals: { viewport: { value: 'mobile1' } },
};
