import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { adminSummaries, staffUsers } from '../../msw/fixtures/admin-people';
import { adminReportsHandlers, adminSummaryHandlers } from '../../msw/handlers/admin-people';
import { sessionHandlers } from '../../msw/handlers/session';
import { adminCoursesHandlers } from '../../msw/handlers/video-lessons';
import { withSite } from '../support/site-story';
import { preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/AdminRoutes',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm, suporte } = staffUsers;

function asUser(user: User, ...handlers: RequestHandler[]): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...handlers,
    );
  };
}

export const DashboardAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminSummaryHandlers(adminSummaries.admin));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Painel administrativo' }),
    ).toBeVisible();
    // Today's sales, sign-ups and errors first, then what waits for the team.
    const today = within(await canvas.findByRole('list', { name: 'Números de hoje' }));
    await expect(today.getByText('7 · R$ 489,30')).toBeVisible();
    await expect(today.getByText('23')).toBeVisible();
    await expect(today.getByText('1')).toBeVisible();
    await expect(today.getByRole('link', { name: 'Abrir webhooks' })).toHaveAttribute(
      'href',
      '/admin/webhooks',
    );
    const waiting = within(canvas.getByRole('list', { name: 'Esperando a equipe' }));
    await expect(waiting.getByRole('link', { name: 'Abrir denúncias' })).toHaveAttribute(
      'href',
      '/admin/denuncias',
    );
    const list = canvas.getByRole('list', { name: 'Áreas administrativas' });
    await expect(within(list).getByRole('link', { name: /Financeiro/ })).toHaveAttribute(
      'href',
      '/admin/financeiro',
    );
    await expect(within(list).getByRole('link', { name: /Popups promocionais/ })).toHaveAttribute(
      'href',
      '/admin/popups',
    );
    await expect(within(list).getByRole('link', { name: /Usuários/ })).toHaveAttribute(
      'href',
      '/admin/usuarios',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/');
  },
};

export const DashboardDesignerAdm: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminSummaryHandlers(adminSummaries.designerAdm),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The arts waiting first (no sales: those are the admin's).
    const waiting = within(await canvas.findByRole('list', { name: 'Esperando a equipe' }));
    await expect(waiting.getByText('Artes não publicadas')).toBeVisible();
    await expect(waiting.getByText('Artes agendadas')).toBeVisible();
    await expect(waiting.getAllByRole('link', { name: 'Abrir artes' })[0]).toHaveAttribute(
      'href',
      '/admin/artes',
    );
    await expect(canvas.queryByRole('list', { name: 'Números de hoje' })).toBeNull();
    const list = canvas.getByRole('list', { name: 'Áreas administrativas' });
    await expect(within(list).getByRole('link', { name: /Gerenciar cursos/ })).toBeVisible();
    await expect(within(list).queryByRole('link', { name: /Financeiro/ })).toBeNull();
    // Open to designer_adm as an /admin/{page}, but the popups' API is admin's.
    await expect(within(list).queryByRole('link', { name: /Popups promocionais/ })).toBeNull();
    await expect(canvas.getByText(/Designer administrador/)).toBeVisible();
  },
};

export const DashboardLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminSummaryHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando resumo...' }),
    ).toBeVisible();
  },
};

export const DashboardError: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminSummaryHandlers('error'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Não foi possível carregar o resumo'),
    ).toBeVisible();
  },
};

export const DashboardSuporte: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(suporte)),
      ...adminReportsHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The open reports are suporte's home (the queue's own stories: Denúncias).
    const queue = await canvas.findByRole('list', { name: 'Denúncias' });
    await expect(within(queue).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('list', { name: 'Áreas administrativas' })).toBeNull();
  },
};

export const PaginaDesconhecida: Story = {
  parameters: { route: '/admin/nao-existe' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'));
  },
  play: async ({ canvasElement }) => {
    // Every page of the list is built (each has its own stories); an address the console
    // does not have says so, never 'Em breve'.
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Página administrativa não encontrada',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Em breve/i)).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Voltar ao painel administrativo' }),
    ).toHaveAttribute('href', '/admin');
  },
};

export const PaginaGerenciarCursos: Story = {
  parameters: { route: '/admin/gerenciar-cursos' },
  beforeEach: asUser(designerAdm, ...adminCoursesHandlers()),
  play: async ({ canvasElement }) => {
    // The built page (its own stories: Site/Admin/CoursesPage), loaded on first visit.
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Gerenciar cursos' }),
    ).toBeVisible();
    await expect(await within(canvasElement).findByRole('list', { name: 'Cursos' })).toBeVisible();
  },
};

export const DashboardMobile: Story = {
  ...DashboardAdmin,
  globals: { viewport: { value: 'mobile1' } },
};
