import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import {
  type AdminContentLog,
  adminDesignersHandlers,
  newAdminContentLog,
} from '../../msw/handlers/admin-content';
import { sessionHandlers } from '../../msw/handlers/session';
import { openedDialog } from '../../support/dialog';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, loadErrorStory, loadingStory, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/DesignersAdminPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/designers' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;
const body = () => within(document.body);
/** A tiny PNG, as a staff member's phone would send a photo. */
const photo = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'rafael.png',
    { type: 'image/png' },
  );

export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminDesignersHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Designers' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1. Rafael Moreira');
    await expect(items[0]).toHaveTextContent(
      '@rafaelmoreira · 24 artes publicadas · 310 seguidores',
    );
    await expect(items[0]).toHaveTextContent('Especialista em stories.');
    await expect(items[1]).toHaveTextContent(
      '1 arte publicada · 1 seguidor · designer administrador',
    );
    await expect(items[1]).toHaveTextContent('Sem bio.');
    await expect(within(items[0]!).getByRole('link', { name: '@rafaelmoreira' })).toHaveAttribute(
      'href',
      '/designers/rafaelmoreira',
    );
    await expect(
      canvas.getByRole('button', { name: 'Mover Rafael Moreira para cima' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Mover Tiago Albuquerque para baixo' }),
    ).toBeDisabled();
  },
};

export const DesignerAdmReorders: Story = {
  beforeEach({ msw, parameters }) {
    const log = newAdminContentLog();
    parameters.log = log;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminDesignersHandlers(undefined, log),
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as AdminContentLog;
    const canvas = within(canvasElement);
    const down = await canvas.findByRole('button', { name: 'Mover Rafael Moreira para baixo' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(log.orders).toEqual([[202, 201, 203]]));
    const list = canvas.getByRole('list', { name: 'Designers' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1. Juliana Prado Lima'),
    );
  },
};

export const EditsProfileAndPhoto: Story = {
  beforeEach({ msw, parameters }) {
    const log = newAdminContentLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...adminDesignersHandlers(undefined, log));
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as AdminContentLog;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Rafael Moreira' }));
    const dialog = within(await openedDialog('Editar Rafael Moreira'));
    await expect(dialog.getByText('Sem foto: o site mostra as iniciais.')).toBeVisible();

    // The photo is sent on its own button, at once.
    const input = (await body().findByRole('dialog')).querySelector<HTMLInputElement>(
      'input[type="file"]',
    )!;
    await userEvent.upload(input, photo());
    // The chosen file's address is made an effect later: wait for the preview.
    await expect(
      await dialog.findByText('Prévia da nova foto: clique em Enviar foto para salvar.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar foto' }));
    await waitFor(() =>
      expect(log.pictures).toEqual([{ method: 'POST', path: '/api/admin/designers/201/photo' }]),
    );
    await expect(await dialog.findByText('Foto atual de Rafael Moreira.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remover foto' }));
    await expect(await dialog.findByText('Sem foto: o site mostra as iniciais.')).toBeVisible();

    // A name too short is caught before sending; then the name and a blank bio are saved.
    await userEvent.clear(dialog.getByLabelText('Nome'));
    await userEvent.type(dialog.getByLabelText('Nome'), 'R');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar perfil' }));
    await expect(dialog.getByText('O nome deve ter de 2 a 120 caracteres')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Nome'), 'afael Moreira Santos');
    await userEvent.clear(dialog.getByLabelText(/Bio/));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(log.saves).toEqual([
      { id: 201, body: { name: 'Rafael Moreira Santos', bio: null } },
    ]);
    const list = canvas.getByRole('list', { name: 'Designers' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        '1. Rafael Moreira Santos',
      ),
    );
  },
};

export const Loading: Story = loadingStory('/api/admin/designers', 'Carregando designers...');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminDesignersHandlers({ designers: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum designer cadastrado'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  ...loadErrorStory('/api/admin/designers', 'Não foi possível carregar os designers', {
    status: 500,
    message: 'Erro interno do servidor. Tente novamente mais tarde.',
  }),
};

/** The other levels (designer, suporte, a subscriber) do not have the page: sent away. */
function sentAway(user: User): Story {
  return {
    beforeEach({ msw }) {
      msw.use(
        http.get('/api/user', () => HttpResponse.json(user)),
        ...adminDesignersHandlers(),
      );
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // Sent to the home ('/'), the page's heading never drawn.
      await waitFor(() => expect(storyPath()).toBe('/'));
      await expect(canvas.queryByRole('heading', { name: 'Designers' })).toBeNull();
      await expect(canvas.queryByRole('list', { name: 'Designers' })).toBeNull();
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
