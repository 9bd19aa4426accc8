import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { storageTestFailed, storageTestPassed } from '../../msw/fixtures/site-admin';
import { sessionHandlers } from '../../msw/handlers/session';
import { newSiteAdminLog, storageTestHandlers } from '../../msw/handlers/site-admin';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/StorageTestPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/storage-test' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;

async function run(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Executar teste' }));
  return canvas;
}

/** Nothing run yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...storageTestHandlers(storageTestPassed));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Teste de armazenamento' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nenhum teste executado' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...storageTestHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Executando o teste de armazenamento...' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Testando...' })).toBeDisabled();
  },
};

/** The call itself failed. */
export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...storageTestHandlers('error'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível executar o teste');
    await expect(alert).toHaveTextContent('Erro interno do servidor. Tente novamente mais tarde.');
  },
};

/** Every step passed, each with its time. */
export const Full: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...storageTestHandlers(storageTestPassed, log));
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText('O armazenamento está funcionando')).toBeVisible();
    await expect(canvas.getByText('As três etapas terminaram em 4,8 ms.')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Etapas do teste' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'EtapaSituaçãoTempoErro',
      'GravarOK3,42 ms—',
      'Ler e conferirOK0,81 ms—',
      'ApagarOK0,57 ms—',
    ]);
    await expect(canvas.getByText('storage-test/teste-1795781000000-1a2b3c4d.txt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Testar de novo' }));
    await waitFor(() =>
      expect((parameters.log as ReturnType<typeof newSiteAdminLog>).storageTests).toBe(2),
    );
  },
};

/** The storage refused the write: its error, and the steps it kept from running. */
export const StorageFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...storageTestHandlers(storageTestFailed));
  },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText('O armazenamento falhou no teste')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Etapas do teste' })).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'EtapaSituaçãoTempoErro',
      "GravarFalhou1,9 msEACCES: permission denied, open '/srv/arte-gospel/uploads/storage-test'",
      'Ler e conferirNão executada—Interrompida pela falha anterior',
      'ApagarNão executada—Interrompida pela falha anterior',
    ]);
  },
};

export const DesignerAdmIsSentAway: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...storageTestHandlers(storageTestPassed),
    );
  },
  play: async ({ canvasElement }) => {
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Teste de armazenamento' }),
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
