import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { LOGO_UPDATED_EVENT } from '../../../site/src/lib/site-settings';
import { staffUsers } from '../../msw/fixtures/admin-people';
import {
  customSettings,
  defaultSettings,
  uploadedLogoSvg,
  uploadedLogoUrl,
} from '../../msw/fixtures/site-admin';
import { sessionHandlers } from '../../msw/handlers/session';
import { newSiteAdminLog, siteSettingsHandlers } from '../../msw/handlers/site-admin';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/LogoUploadPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/logo-upload' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;

const body = () => within(document.body);
const svgFile = () => new File([uploadedLogoSvg], 'logo-igreja.svg', { type: 'image/svg+xml' });

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Logo do site' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: 'Carregando o logo atual...' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remover logo' })).toBeNull();
  },
};

/** No logo sent yet: the default one, nothing to remove. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers(defaultSettings));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum logo enviado: o site mostra o logo padrão.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo padrão do Arte Gospel' })).toHaveAttribute(
      'src',
      '/images/logo.png',
    );
    await expect(canvas.queryByRole('button', { name: 'Remover logo' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enviar logo' })).toBeDisabled();
    await expect(canvas.getByText('Escolha um arquivo para ver a prévia.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers('error'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o logo atual');
    await expect(alert).toHaveTextContent('Erro interno do servidor. Tente novamente mais tarde.');
    await expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  },
};

/** A logo sent: it shows, and can be removed after a confirmation. */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers(customSettings));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = await canvas.findByRole('img', { name: 'Logo atual do Arte Gospel Brasil' });
    await expect(logo).toHaveAttribute('src', uploadedLogoUrl);
    await expect(canvas.getByText(`Endereço do logo: ${uploadedLogoUrl}`)).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'Cabeçalho como está agora' }),
    ).toHaveTextContent('Arte Gospel Brasil');
  },
};

/** Choosing a file previews it in the header; sending it fires logo-updated in this tab. */
export const UploadsAndAnnounces: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers(defaultSettings, log));
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as ReturnType<typeof newSiteAdminLog>;
    const canvas = within(canvasElement);
    const events: string[] = [];
    const heard = () => events.push(LOGO_UPDATED_EVENT);
    window.addEventListener(LOGO_UPDATED_EVENT, heard);
    try {
      await canvas.findByText('Nenhum logo enviado: o site mostra o logo padrão.');
      const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(input, svgFile());
      const preview = await canvas.findByRole('figure', {
        name: 'Prévia do novo logo no cabeçalho',
      });
      await expect(preview.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
      await userEvent.click(canvas.getByRole('button', { name: 'Enviar logo' }));
      await waitFor(() => expect(log.uploads).toHaveLength(1));
      await expect(log.uploads).toEqual([
        { kind: 'logo', name: 'logo-igreja.svg', size: uploadedLogoSvg.length },
      ]);
      await waitFor(() => expect(events).toEqual([LOGO_UPDATED_EVENT]));
      await expect(
        await canvas.findByText('Endereço do logo: /media/site/logo-0123456789abcdef.svg'),
      ).toBeVisible();
    } finally {
      window.removeEventListener(LOGO_UPDATED_EVENT, heard);
    }
  },
};

/** The API's refusal (a file that is not an image) is shown on the picker. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      ...siteSettingsHandlers(defaultSettings, newSiteAdminLog(), {
        uploadError: 'Envie uma imagem PNG, JPEG, WebP ou SVG.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Nenhum logo enviado: o site mostra o logo padrão.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, svgFile());
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar logo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Envie uma imagem PNG, JPEG, WebP ou SVG.',
    );
  },
};

export const RemovesAfterConfirming: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...siteSettingsHandlers(customSettings, log));
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as ReturnType<typeof newSiteAdminLog>;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover logo' }));
    const dialog = await body().findByRole('dialog', { name: 'Remover o logo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover logo' }));
    await expect(
      await canvas.findByText('Nenhum logo enviado: o site mostra o logo padrão.'),
    ).toBeVisible();
    await expect(log.removals).toEqual(['logo']);
  },
};

/** designer_adm may not open the admin-only page: the route guard sends it away. */
export const DesignerAdmIsSentAway: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...siteSettingsHandlers(customSettings),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(canvas.queryByRole('heading', { name: 'Logo do site' })).toBeNull();
  },
};

/** At 390 px the page fits the phone's width. */
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
