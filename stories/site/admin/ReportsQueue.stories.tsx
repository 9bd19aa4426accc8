import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import {
  adminReportsHandlers,
  adminSummaryHandlers,
  type HandlerState,
  newPeopleCalls,
} from '../../msw/handlers/admin-people';
import { choose, optionsOf } from '../support/choose';
import { withSite } from '../support/site-story';
import { preloadAdminPage } from './admin-story';

// The problem reports queue: on /admin for suporte (its only admin page, platform §6.3)
// and on /admin/denuncias for admin and designer_adm.
const meta = {
  title: 'Site/Admin/Denúncias',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = newPeopleCalls();

function as(user: User, state: HandlerState = 'full'): Story['beforeEach'] {
  return ({ msw }) => {
    calls.reportUpdates.length = 0;
    calls.unpublished.length = 0;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...adminReportsHandlers(state, calls),
      ...adminSummaryHandlers({ openReports: 2 }),
    );
  };
}

async function reportItem(canvasElement: HTMLElement, title: string) {
  const list = await within(canvasElement).findByRole('list', { name: 'Denúncias' });
  return within(list).getByRole('listitem', { name: title });
}

async function reportCard(canvasElement: HTMLElement, title: string) {
  return within(await reportItem(canvasElement, title));
}

export const SuporteHome: Story = {
  beforeEach: as(staffUsers.suporte),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Painel administrativo' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Denúncias' })).toBeVisible();
    const report = await reportCard(canvasElement, 'Problema na arte: Culto de Santa Ceia');
    // The status, shown beside the title and in the select that changes it.
    await expect(report.getAllByText('Novo')[0]).toHaveAttribute('data-status', 'aberto');
    await expect(report.getByText(/marca d’água de outro site/)).toBeVisible();
    await expect(report.getByText('Conteúdo inadequado', { exact: false })).toBeVisible();
    // Suporte opens no users page: the reporter is a mail link.
    await expect(report.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      'mailto:ana.souza@igrejaviva.com.br',
    );
    await expect(report.getByRole('link', { name: 'Culto de Santa Ceia' })).toHaveAttribute(
      'href',
      '/artes/12-culto-de-santa-ceia',
    );
    await expect(
      report.getByRole('img', { name: 'Evidência enviada: print-marca-dagua.png' }),
    ).toHaveAttribute('src', '/api/admin/reports/501/evidence/71');
    const other = await reportCard(canvasElement, 'Link de edição quebrado');
    await expect(other.getAllByText('Em análise')[0]).toHaveAttribute('data-status', 'em_analise');
    await expect(other.getByLabelText('Nota da equipe')).toHaveValue(
      'Pedi ao designer um novo link de edição.',
    );
    await expect(other.getByRole('link', { name: 'Abrir erro-canva.pdf (2,3 MB)' })).toBeVisible();
    await expect(other.getByText('Não indicada')).toBeVisible();
    await expect(other.queryByRole('button', { name: 'Despublicar arte' })).toBeNull();
    // Suporte sees no admin areas: none is theirs.
    await expect(canvas.queryByRole('list', { name: 'Áreas administrativas' })).toBeNull();
    await expect(await optionsOf(canvasElement, 'Situação')).toEqual([
      'Pendentes (novos e em análise) · 2',
      'Novo · 1',
      'Em análise · 1',
      'Resolvido · 14',
      'Descartado · 3',
      'Todas',
    ]);
  },
};

export const UnpublishArt: Story = {
  beforeEach: as(staffUsers.suporte),
  play: async ({ canvasElement }) => {
    const report = await reportCard(canvasElement, 'Problema na arte: Culto de Santa Ceia');
    await userEvent.click(report.getByRole('button', { name: 'Despublicar arte' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Despublicar “Culto de Santa Ceia”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Despublicar' }));
    await waitFor(() => expect(calls.unpublished).toEqual(['501']));
  },
};

export const ResolveWithNote: Story = {
  beforeEach: as(staffUsers.suporte),
  play: async ({ canvasElement }) => {
    const report = await reportCard(canvasElement, 'Problema na arte: Culto de Santa Ceia');
    await userEvent.type(report.getByLabelText('Nota da equipe'), 'Arte trocada pelo designer.');
    await userEvent.click(report.getByRole('button', { name: 'Salvar nota' }));
    await choose(
      await reportItem(canvasElement, 'Problema na arte: Culto de Santa Ceia'),
      'Mudar situação',
      'Resolvido',
    );
    await waitFor(() =>
      expect(calls.reportUpdates).toEqual([
        { id: '501', body: { note: 'Arte trocada pelo designer.' } },
        { id: '501', body: { status: 'resolvido' } },
      ]),
    );
  },
};

export const AdminPage: Story = {
  parameters: { route: '/admin/denuncias' },
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Denúncias' })).toBeVisible();
    const report = await reportCard(canvasElement, 'Problema na arte: Culto de Santa Ceia');
    // Staff who open /admin/usuarios go to the reporter's account there.
    await waitFor(() =>
      expect(report.getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
        'href',
        '/admin/usuarios?q=ana.souza%40igrejaviva.com.br',
      ),
    );
  },
};

export const Loading: Story = {
  beforeEach: as(staffUsers.suporte, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando denúncias...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(staffUsers.suporte, 'empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhuma denúncia esperando' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: as(staffUsers.suporte, 'error'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Não foi possível carregar as denúncias'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...SuporteHome,
  globals: { viewport: { value: 'mobile1' } },
};
