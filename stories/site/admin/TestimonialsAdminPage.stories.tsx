import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import {
  type AdminContentLog,
  adminTestimonialsHandlers,
  newAdminContentLog,
} from '../../msw/handlers/admin-content';
import { sessionHandlers } from '../../msw/handlers/session';
import { openedDialog } from '../../support/dialog';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, loadErrorStory, loadingStory, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/TestimonialsAdminPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/depoimentos' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;
const body = () => within(document.body);

export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminTestimonialsHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Depoimentos' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Depoimentos' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1. Pr. Marcos Oliveira');
    await expect(within(items[1]!).getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
    await expect(items[1]).toHaveTextContent('Líder de jovens · Comunidade Evangélica Vida');
    await expect(within(items[2]!).getByRole('img', { name: 'Nota 3,5 de 5' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mover o depoimento de Pr. Marcos Oliveira para cima' }),
    ).toBeDisabled();
    await expect(canvas.getByText(/mostra os 6 primeiros desta lista/)).toBeVisible();
  },
};

export const DesignerAdmCreatesWithHalfRating: Story = {
  beforeEach({ msw, parameters }) {
    const log = newAdminContentLog();
    parameters.log = log;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminTestimonialsHandlers({ testimonials: [] }, log),
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as AdminContentLog;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum depoimento cadastrado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar depoimento' }));
    const dialog = within(await openedDialog('Novo depoimento'));
    await expect(
      dialog.getByText('Salve o depoimento para enviar a foto de quem o deu.'),
    ).toBeVisible();
    // Too short: the form's own check, in the API's words.
    await userEvent.type(dialog.getByLabelText('Nome'), 'Pra. Lídia Campos');
    await userEvent.type(dialog.getByLabelText(/Depoimento/), 'Ótimo');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar depoimento' }));
    await expect(dialog.getByText('O depoimento deve ter pelo menos 10 caracteres')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Depoimento/), ': a escala de louvor ficou linda.');
    await userEvent.type(dialog.getByLabelText('Cargo'), 'Pastora');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Nota' }));
    await userEvent.click(await body().findByRole('option', { name: '4,5 estrelas' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar depoimento' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(log.saves).toEqual([
      {
        id: null,
        body: {
          rating: 4.5,
          quote: 'Ótimo: a escala de louvor ficou linda.',
          name: 'Pra. Lídia Campos',
          role: 'Pastora',
          company: null,
        },
      },
    ]);
    const list = await canvas.findByRole('list', { name: 'Depoimentos' });
    await expect(within(list).getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
    await expect(within(list).getByText('Pastora')).toBeVisible();
  },
};

export const EditsAvatarAndReorders: Story = {
  beforeEach({ msw, parameters }) {
    const log = newAdminContentLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...adminTestimonialsHandlers(undefined, log));
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as AdminContentLog;
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Mover o depoimento de Cláudia Ramos para cima' }),
    );
    await waitFor(() => expect(log.orders).toEqual([[1, 3, 2]]));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar o depoimento de Ana Beatriz Souza' }),
    );
    const dialog = within(await openedDialog('Editar o depoimento de Ana Beatriz Souza'));
    await expect(dialog.getByText('Foto atual de Ana Beatriz Souza.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remover foto' }));
    await expect(await dialog.findByText('Sem foto: o site mostra as iniciais.')).toBeVisible();
    await expect(log.pictures).toEqual([
      { method: 'DELETE', path: '/api/admin/testimonials/2/avatar' },
    ]);
    await expect(dialog.getByLabelText('Nome')).toHaveValue('Ana Beatriz Souza');
  },
};

export const DeleteWithConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminTestimonialsHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Excluir o depoimento de Cláudia Ramos' }),
    );
    const confirm = await body().findByRole('alertdialog', { name: 'Excluir depoimento?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    const list = canvas.getByRole('list', { name: 'Depoimentos' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(list).queryByText('Cláudia Ramos')).toBeNull();
  },
};

export const Loading: Story = loadingStory('/api/admin/testimonials', 'Carregando depoimentos...');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminTestimonialsHandlers({ testimonials: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum depoimento cadastrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar depoimento' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  ...loadErrorStory('/api/admin/testimonials', 'Não foi possível carregar os depoimentos', {
    status: 403,
    message: 'Você não tem permissão para esta ação.',
  }),
};

/** The other levels (designer, suporte, a subscriber) do not have the page: sent away. */
function sentAway(user: User): Story {
  return {
    beforeEach({ msw }) {
      msw.use(
        http.get('/api/user', () => HttpResponse.json(user)),
        ...adminTestimonialsHandlers(),
      );
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // Sent to the home ('/'), the page's heading never drawn.
      await waitFor(() => expect(storyPath()).toBe('/'));
      await expect(canvas.queryByRole('heading', { level: 1, name: 'Depoimentos' })).toBeNull();
      await expect(canvas.queryByRole('list', { name: 'Depoimentos' })).toBeNull();
    },
  };
}

export const DesignerIsSentAway = sentAway({
  ...users.admin,
  id: 4,
  name: 'Rafael Moreira',
  nivelacesso: 'designer',
});
export const SuporteIsSentAway = sentAway({
  ...users.admin,
  id: 3,
  name: 'Suporte',
  nivelacesso: 'suporte',
});
export const PremiumIsSentAway = sentAway(users.premium);

export const Mobile: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile1' } },
};
