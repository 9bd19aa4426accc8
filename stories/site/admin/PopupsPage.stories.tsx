import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { adminPopups } from '../../msw/fixtures/site-admin';
import { mediaHandlers } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { adminPopupsHandlers, newSiteAdminLog } from '../../msw/handlers/site-admin';
import { openedDialog } from '../../support/dialog';
import { withSite } from '../support/site-story';
import { GuardedAdmin, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/PopupsPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/popups' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm } = staffUsers;

const body = () => within(document.body);

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers('loading'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Popups promocionais' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('status', { name: 'Carregando os popups...' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nenhum popup criado' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Novo popup' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers('error'));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os popups');
  },
};

/** Each popup with its audience, pages and figures; the preview is the site's PromoPopup. */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers(adminPopups));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Popups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const family = within(list).getByRole('listitem', { name: 'Semana da Família' });
    await expect(family).toHaveTextContent('PúblicoContas grátis');
    await expect(family).toHaveTextContent('PáginasInício, Artes');
    await expect(family).toHaveTextContent('Visualizações1.280');
    await expect(family).toHaveTextContent('Cliques96 (7,5%)');
    await expect(family).toHaveTextContent('Fechamentos702');
    const christmas = within(list).getByRole('listitem', { name: 'Natal com Cristo' });
    await expect(christmas).toHaveTextContent('SituaçãoDesativado');
    await expect(christmas).toHaveTextContent('PáginasTodas');
    await userEvent.click(within(family).getByRole('button', { name: 'Pré-visualizar' }));
    const popup = await body().findByRole('dialog', { name: 'Semana da Família' });
    await expect(popup).toHaveTextContent(
      'Todas as artes de culto da família com 30% de desconto.',
    );
    // It fades in, as on the site.
    await waitFor(() =>
      expect(within(popup).getByRole('button', { name: 'Ver artes' })).toBeVisible(),
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A new popup: a missing link is named, then it is sent with its pages and schedule. */
export const CreatesPopup: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers([], log));
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as ReturnType<typeof newSiteAdminLog>;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo popup' }));
    const dialog = await openedDialog('Novo popup');
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Título'), 'Culto de Santa Ceia');
    await userEvent.type(form.getByLabelText('Texto do botão'), 'Ver artes');
    await userEvent.click(form.getByRole('button', { name: 'Salvar popup' }));
    await expect(await form.findByText('Informe o link do botão.')).toBeVisible();
    await userEvent.type(form.getByLabelText(/Link do botão/), '/categorias/santa-ceia');
    await userEvent.click(form.getByRole('checkbox', { name: 'Início' }));
    await userEvent.click(form.getByRole('button', { name: 'Salvar popup' }));
    await waitFor(() => expect(log.popups).toHaveLength(1));
    await expect(log.popups[0]).toMatchObject({
      method: 'POST',
      body: {
        title: 'Culto de Santa Ceia',
        buttonText: 'Ver artes',
        buttonUrl: '/categorias/santa-ceia',
        targetPages: ['home'],
        audience: 'all',
        position: 'center',
        size: 'medium',
        delay: 2,
        startsAt: null,
        endsAt: null,
        isActive: true,
      },
    });
    await expect(
      await canvas.findByRole('listitem', { name: 'Culto de Santa Ceia' }),
    ).toBeVisible();
  },
};

/** A PNG's first bytes: the story's handler judges the type, as the picker does. */
const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });

/**
 * Issue 19: the image sent from the computer instead of an address. It is the popup's at
 * once, fills the address field, shows in the real PromoPopup's preview and is what the save
 * sends; an uploaded image can be removed again.
 */
export const UploadsImage: Story = {
  beforeEach({ msw, parameters }) {
    const log = newSiteAdminLog();
    parameters.log = log;
    msw.use(
      ...sessionHandlers('admin'),
      ...adminPopupsHandlers(adminPopups, log),
      ...mediaHandlers('loaded'),
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const log = parameters.log as ReturnType<typeof newSiteAdminLog>;
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Popups' });
    const family = within(list).getByRole('listitem', { name: 'Semana da Família' });
    await userEvent.click(within(family).getByRole('button', { name: 'Editar' }));
    const dialog = await openedDialog(/Editar popup: Semana da Família/);
    const form = within(dialog);
    const address = form.getByLabelText(/Imagem \(endereço/);
    await expect(address).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Enviar imagem' })).toBeDisabled();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile('banner-familia.png'));
    // The chosen file's address is made an effect later: wait for the preview.
    await expect(await form.findByRole('img', { name: 'Prévia da nova imagem' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent.click(form.getByRole('button', { name: 'Enviar imagem' }));
    await waitFor(() => expect(address).toHaveValue('/media/site/popup-0000000000000001.webp'));
    await expect(log.uploads).toEqual([{ kind: 'popup-12', name: 'banner-familia.png', size: 8 }]);
    await expect(form.queryByRole('img', { name: 'Prévia da nova imagem' })).toBeNull();

    // Removed again: the address empties, and a second upload takes its place.
    await userEvent.click(form.getByRole('button', { name: 'Remover imagem enviada' }));
    await waitFor(() => expect(address).toHaveValue(''));
    await expect(log.removals).toEqual(['popup-12']);
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('banner-2.png'),
    );
    await userEvent.click(form.getByRole('button', { name: 'Enviar imagem' }));
    await waitFor(() => expect(address).toHaveValue('/media/site/popup-0000000000000002.webp'));

    // The preview is the site's PromoPopup with the uploaded image.
    await userEvent.click(form.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = await body().findByRole('dialog', { name: 'Semana da Família' });
    await waitFor(() =>
      expect(preview.querySelector('img')).toHaveAttribute(
        'src',
        '/media/site/popup-0000000000000002.webp',
      ),
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Fechar' }));
    await userEvent.click(form.getByRole('button', { name: 'Salvar popup' }));
    await waitFor(() => expect(log.popups).toHaveLength(1));
    await expect(log.popups[0]).toMatchObject({
      method: 'PUT',
      id: '12',
      body: { imageUrl: '/media/site/popup-0000000000000002.webp' },
    });
  },
};

/** A new popup has no row yet: the upload waits for its first save. */
export const NewPopupImageWaitsForSave: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Novo popup' }));
    const form = within(await openedDialog('Novo popup'));
    await expect(form.getByText(/salve o popup primeiro/)).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Enviar imagem' })).toBeNull();
  },
};

/** designer_adm may open /admin/{page} but the API keeps popups to admin: its answer shows. */
export const DesignerAdmRefusedByTheApi: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminPopupsHandlers(adminPopups, newSiteAdminLog(), { status: 403 }),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os popups');
    await expect(alert).toHaveTextContent('Você não tem permissão para acessar este recurso');
  },
};

export const At390px: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminPopupsHandlers(adminPopups));
  },
  play: async ({ canvasElement }) => {
    await page.viewport(390, 844);
    try {
      const list = await within(canvasElement).findByRole('list', { name: 'Popups' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 800);
    }
  },
};
