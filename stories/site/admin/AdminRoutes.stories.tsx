import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { users } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Admin/AdminRoutes',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin' },
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function asUser(user: User): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(http.get('/api/user', () => HttpResponse.json(user)));
  };
}

const designerAdm: User = {
  ...users.admin,
  id: 2,
  name: 'Priscila Andrade',
  username: 'designer-adm',
  nivelacesso: 'designer_adm',
};
const suporte: User = {
  ...users.admin,
  id: 3,
  name: 'Suporte Arte Gospel',
  username: 'suporte',
  nivelacesso: 'suporte',
};

export const DashboardAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Painel administrativo' }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Áreas administrativas' });
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    await expect(within(list).getByRole('link', { name: /Financeiro/ })).toHaveAttribute(
      'href',
      '/admin/financeiro',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar ao site' })).toHaveAttribute('href', '/');
  },
};

export const DashboardDesignerAdm: Story = {
  beforeEach: asUser(designerAdm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Áreas administrativas' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent('Gerenciar cursos');
    await expect(canvas.getByText(/Designer administrador/)).toBeVisible();
  },
};

export const DashboardSuporte: Story = {
  beforeEach: asUser(suporte),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/não abre nenhuma das áreas administrativas/),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Áreas administrativas' })).toBeNull();
  },
};

export const PaginaFinanceiro: Story = {
  parameters: { route: '/admin/financeiro' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await expect(canvas.getByText('Em breve')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voltar ao painel administrativo' }),
    ).toHaveAttribute('href', '/admin');
  },
};

export const PaginaGerenciarCursos: Story = {
  parameters: { route: '/admin/gerenciar-cursos' },
  beforeEach: asUser(designerAdm),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Gerenciar cursos' }),
    ).toBeVisible();
  },
};

export const PaginaGenerica: Story = {
  parameters: { route: '/admin/relatorios' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página administrativa' }),
    ).toBeVisible();
    await expect(canvas.getByText(/A área “relatorios”/)).toBeVisible();
  },
};

export const DashboardMobile: Story = {
  ...DashboardAdmin,
  globals: { viewport: { value: 'mobile1' } },
};
