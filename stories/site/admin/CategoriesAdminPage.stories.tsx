import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteGuard } from '../../../site/src/app/route-guard';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { users } from '../../msw/fixtures/users';
import { adminCategoriesHandlers } from '../../msw/handlers/admin-categories';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

function GuardedAdmin() {
  return (
    <RouteGuard>
      <AdminRoutes />
    </RouteGuard>
  );
}

const meta = {
  title: 'Site/Admin/CategoriesAdminPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/categorias' },
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const designerAdm: User = {
  ...users.admin,
  id: 2,
  name: 'Priscila Andrade',
  nivelacesso: 'designer_adm',
};
const suporte: User = { ...users.admin, id: 3, name: 'Suporte', nivelacesso: 'suporte' };
const body = () => within(document.body);

export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCategoriesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Categorias' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('/culto-de-celebracao · 32 artes · 30 publicadas');
    await expect(items[2]).toHaveTextContent('1 arte · 0 publicadas');
    await expect(within(items[2]!).getByText('Premium')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mover Culto de Celebração para cima' }),
    ).toBeDisabled();
  },
};

export const DesignerAdmCreatesAndReorders: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminCategoriesHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova categoria' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Nova categoria' }));
    await userEvent.type(dialog.getByLabelText('Nome'), 'Santa Ceia');
    await expect(dialog.getByLabelText('Slug (endereço)')).toHaveValue('santa-ceia');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar categoria' }));
    // The slug is taken: the server's answer, and the dialog stays open to fix it.
    await expect(await body().findByText('Já existe uma categoria com este slug')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Slug (endereço)'));
    await userEvent.type(dialog.getByLabelText('Slug (endereço)'), 'santa-ceia-jovens');
    await userEvent.click(dialog.getByLabelText('Categoria Premium'));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar categoria' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const list = await canvas.findByRole('list', { name: 'Categorias' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    const down = canvas.getByRole('button', { name: 'Mover Culto de Celebração para baixo' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1. Santa Ceia'),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      http.get('/api/admin/categories', async () => {
        await delay('infinite');
        return HttpResponse.json({ categories: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando categorias...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCategoriesHandlers({ categories: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhuma categoria cadastrada'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      http.get('/api/admin/categories', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as categorias',
    );
  },
};

export const SuporteIsSentAway: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(suporte)),
      ...adminCategoriesHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.queryByRole('heading', { name: 'Categorias' })).toBeNull();
  },
};

export const Mobile: Story = { ...Full, globals: { viewport: { value: 'mobile1' } } };
