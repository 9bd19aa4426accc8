import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SalesPage } from '../../../site/src/features/sales-page/components/sales-page';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { commerceHandlers } from '../../msw/handlers/commerce';
import { sessionHandlers } from '../../msw/handlers/session';
import { watchCheckout } from '../support/checkout';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Página de vendas/SalesPage',
  component: SalesPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/pv' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...commerceHandlers(), ...catalogueHandlers());
  },
} satisfies Meta<typeof SalesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Platform §2.1: /pv has no site header or footer; the three plans, the guarantee, the
// testimonials and the questions are on the page.
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Artes profissionais para a sua igreja, prontas em minutos',
      }),
    ).toBeVisible();
    // No site header or footer: no menu, no 'Denunciar arquivo'.
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('Denunciar arquivo')).toBeNull();
    // The six most downloaded arts, as pictures without links.
    const samples = within(
      await canvas.findByRole('region', { name: 'Algumas das artes mais baixadas' }),
    );
    await expect(samples.getAllByRole('img')).toHaveLength(6);
    await expect(samples.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const annual = within(canvas.getByRole('article', { name: 'Plano Anual' }));
    await expect(annual.getByText('R$ 564,00')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Garantia de 7 dias' })).toBeVisible();
    await expect(await canvas.findByText('Pr. Marcos Oliveira')).toBeVisible();
    await userEvent.click(canvas.getByText('Posso parcelar o plano anual?'));
    await expect(canvas.getByText(/parcelado em até 12x/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      '/termos',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Quero assinar' })).toBeVisible();
    // One column: nothing wider than the phone's screen.
    await waitFor(() =>
      expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        canvasElement.ownerDocument.documentElement.clientWidth,
      ),
    );
  },
};

// The hero's call and the last one are links to the plans on the page.
export const CallGoesToPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = canvas.getByRole('region', { name: 'Escolha o seu plano' });
    for (const name of ['Quero assinar', 'Ver os planos']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', `#${plans.id}`);
    }
  },
};

// Without the popular arts (an error), the page sells without the samples.
export const WithoutSamples: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/arts/popular', () => HttpResponse.json({}, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pr. Marcos Oliveira')).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Algumas das artes mais baixadas' }),
    ).toBeNull();
  },
};

// A plan opens its checkout in a new tab through the BFF, as on /planos (platform §2.5).
export const OpensCheckout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watched = watchCheckout();
    try {
      const lifetime = within(canvas.getByRole('article', { name: 'Plano Vitalício' }));
      await userEvent.click(lifetime.getByRole('button', { name: 'Assinar Vitalício' }));
      await waitFor(() => expect(watched.open).toHaveBeenCalledTimes(1));
      const [href, target] = watched.open.mock.calls[0] ?? [];
      await expect(new URL(String(href)).pathname).toBe('/checkout/vitalicio');
      await expect(target).toBe('_blank');
    } finally {
      watched.restore();
    }
  },
};

// A subscriber who lands on the page sees the plan they have as theirs.
export const Subscriber: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('premium'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Atual' })).toBeDisabled();
  },
};
