import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PublicLayout } from '../../../site/src/app/layouts/public-layout';
import { PlansPage } from '../../../site/src/features/plans/components/plans-page';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Planos/PlansPage',
  component: PlansPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/planos' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
} satisfies Meta<typeof PlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const annual = within(canvas.getByRole('article', { name: 'Plano Anual' }));
    await expect(annual.getByText('MELHOR OFERTA')).toBeVisible();
    await expect(annual.getByText('R$ 564,00')).toBeVisible();
    await expect(annual.getByText('Economize 83%')).toBeVisible();
    await expect(annual.getByText('ou 12x de R$ 10,03')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Plano Vitalício' })).toHaveTextContent(
      'R$ 297,00',
    );
    await userEvent.click(canvas.getByText('Posso parcelar o plano anual?'));
    await expect(canvas.getByText(/parcelado em até 12x/)).toBeVisible();
  },
};

export const MostPopular: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mais Populares' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.queryByRole('article', { name: 'Plano Vitalício' })).toBeNull();
  },
};

export const CurrentPlan: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('premium'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Atual' })).toBeDisabled();
  },
};

// A monthly plan 3 days from its end is still the current one.
export const ExpiringAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('expiring'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monthly = within(canvas.getByRole('article', { name: 'Plano Mensal' }));
    await expect(await monthly.findByRole('button', { name: 'Atual' })).toBeDisabled();
  },
};

// An expired monthly plan is no longer current: every plan can be bought, the monthly one
// again ('Renovar' in the expiry banner leads here, platform §4.4).
export const ExpiredAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('expired'),
      http.get('/api/site-settings', () =>
        HttpResponse.json({ logoUrl: null, faviconUrl: null, primaryColor: null }),
      ),
    );
  },
  // With the site's layout: its expiry banner shows once the session has loaded.
  render: () => (
    <PublicLayout>
      <PlansPage />
    </PublicLayout>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Sua assinatura Premium expirou\./);
    await expect(canvas.queryByRole('button', { name: 'Atual' })).toBeNull();
    for (const name of ['Plano Mensal', 'Plano Anual', 'Plano Vitalício']) {
      const card = within(canvas.getByRole('article', { name }));
      await expect(card.getByRole('button', { name: /^Assinar / })).toBeEnabled();
    }
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
