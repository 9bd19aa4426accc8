import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { SETTINGS_UPDATED_EVENT } from '../../../site/src/lib/site-settings';
import { staffUsers } from '../../msw/fixtures/admin-people';
import {
  customSettings,
  defaultSettings,
  emptyAppConfig,
  fullAppConfig,
} from '../../msw/fixtures/site-admin';
import { sessionHandlers } from '../../msw/handlers/session';
import {
  appConfigHandlers,
  newSiteAdminLog,
  siteSettingsHandlers,
} from '../../msw/handlers/site-admin';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/AppConfigPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/app-config' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers('loading'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Configurações do app' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: 'Carregando as configurações...' }),
    ).toBeInTheDocument();
  },
};

/** Nothing set: empty fields over the defaults, the server's checkout links in use. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers(emptyAppConfig),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText('Nome do site');
    await expect(name).toHaveValue('');
    await expect(name).toHaveAttribute('placeholder', 'Arte Gospel');
    await expect(
      canvas.getByText('Em uso: https://pay.hotmart.com/A100000001M?off=artegospel-anual'),
    ).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Prévia do cabeçalho' })).toHaveTextContent(
      'Arte Gospel',
    );
    await expect(
      canvas.getByText('Nenhum favicon enviado: o navegador mostra o ícone padrão do site.'),
    ).toBeVisible();
    const limits = canvas.getByRole('region', { name: 'Limites e preços mostrados aos usuários' });
    await expect(limits).toHaveTextContent('Downloads por mês no plano grátis10');
    await expect(limits).toHaveTextContent('Plano AnualR$ 97,00');
  },
};

/** Production with no CHECKOUT_URL_*: no link in use, the plans cannot be bought until one is set. */
export const ProductionWithoutLinks: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers({
        ...emptyAppConfig,
        checkoutDefaults: { mensal: null, anual: null, vitalicio: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const annual = await canvas.findByLabelText(/^Checkout do plano Anual/);
    await expect(annual).toHaveValue('');
    await expect(annual).toHaveAttribute('placeholder', 'https://pay.hotmart.com/…');
    await expect(
      canvas.getAllByText('Em uso: nenhum (o plano não pode ser comprado)'),
    ).toHaveLength(3);
    await userEvent.type(annual, 'https://pay.hotmart.com/K1?off=anual-real');
    await expect(
      canvas.getByText('Em uso: https://pay.hotmart.com/K1?off=anual-real'),
    ).toBeVisible();
    await expect(
      canvas.getAllByText('Em uso: nenhum (o plano não pode ser comprado)'),
    ).toHaveLength(2);
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers('error'),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as configurações');
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** Everything set: the values, the preview with name and colour, the stored checkout link. */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(customSettings),
      ...appConfigHandlers(fullAppConfig),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Nome do site')).toHaveValue('Arte Gospel Brasil');
    await expect(canvas.getByLabelText('WhatsApp')).toHaveValue('5511940002024');
    const header = canvas.getByRole('figure', { name: 'Prévia do cabeçalho' });
    await expect(header).toHaveTextContent('Arte Gospel Brasil');
    await expect(within(header).getByText('Arte Gospel Brasil')).toHaveStyle({
      color: 'rgb(124, 58, 237)',
    });
    await expect(canvas.getByLabelText('Prévia do rodapé')).toHaveTextContent(
      'Suporteola@artegospel.com.brRedes no rodapéWhatsApp, Instagram, YouTube',
    );
    await expect(
      canvas.getByText('Em uso: https://pay.hotmart.com/A100000001M?off=anual-natal'),
    ).toBeVisible();
  },
};

/** Bad values are named on their fields and nothing is sent; fixed, it saves and announces. */
export const ValidatesThenSaves: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers(emptyAppConfig, log),
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as ReturnType<typeof newSiteAdminLog>;
    const canvas = within(canvasElement);
    const events: string[] = [];
    const heard = () => events.push(SETTINGS_UPDATED_EVENT);
    window.addEventListener(SETTINGS_UPDATED_EVENT, heard);
    try {
      await userEvent.type(await canvas.findByLabelText('Nome do site'), 'A');
      await userEvent.type(canvas.getByLabelText('Cor principal'), 'roxo');
      await userEvent.type(canvas.getByLabelText('E-mail de contato'), 'contato@');
      await userEvent.type(
        canvas.getByLabelText(/Checkout do plano Anual/),
        'https://evil.example/pagar?off=x',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar configurações' }));
      await expect(
        await canvas.findByText('O nome do site deve ter pelo menos 2 caracteres'),
      ).toBeVisible();
      await expect(canvas.getByText('Use uma cor no formato #RRGGBB')).toBeVisible();
      await expect(canvas.getByText('Informe um e-mail de contato válido')).toBeVisible();
      await expect(
        canvas.getByText(
          'O link de checkout do plano anual deve ser https em um destes endereços: pay.hotmart.com, go.hotmart.com',
        ),
      ).toBeVisible();
      await expect(log.configs).toEqual([]);

      await userEvent.type(canvas.getByLabelText('Nome do site'), 'rte da Igreja');
      await userEvent.clear(canvas.getByLabelText('Cor principal'));
      await userEvent.type(canvas.getByLabelText('Cor principal'), '#0F766E');
      await userEvent.type(canvas.getByLabelText('E-mail de contato'), 'igreja.org');
      await userEvent.clear(canvas.getByLabelText(/Checkout do plano Anual/));
      await userEvent.type(
        canvas.getByLabelText(/Checkout do plano Anual/),
        'https://pay.hotmart.com/B2?off=anual-igreja',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Salvar configurações' }));
      await waitFor(() => expect(log.configs).toHaveLength(1));
      await expect(log.configs[0]).toEqual({
        siteName: 'Arte da Igreja',
        primaryColor: '#0F766E',
        contactEmail: 'contato@igreja.org',
        contactWhatsapp: null,
        instagramUrl: null,
        facebookUrl: null,
        youtubeUrl: null,
        tiktokUrl: null,
        checkoutUrlMensal: null,
        checkoutUrlAnual: 'https://pay.hotmart.com/B2?off=anual-igreja',
        checkoutUrlVitalicio: null,
      });
      await expect(
        await canvas.findByText('Configurações salvas. O site já mostra os novos valores.'),
      ).toBeVisible();
      await waitFor(() => expect(events).toEqual([SETTINGS_UPDATED_EVENT]));
    } finally {
      window.removeEventListener(SETTINGS_UPDATED_EVENT, heard);
    }
  },
};

export const DesignerAdmIsSentAway: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...siteSettingsHandlers(defaultSettings),
      ...appConfigHandlers(fullAppConfig),
    );
  },
  play: async ({ canvasElement }) => {
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Configurações do app' }),
    ).toBeNull();
  },
};

export const At390px: Story = {
  ...Full,
  play: async (context) => {
    await page.viewport(390, 844);
    try {
      await Full.play!(context);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 800);
    }
  },
};
