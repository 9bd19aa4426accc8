import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { adminCategoriesHandlers, SANTA_CEIA_COVER } from '../../msw/handlers/admin-categories';
import { mediaHandlers } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { openedDialog } from '../../support/dialog';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, loadErrorStory, loadingStory, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/CategoriesAdminPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/categorias' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm, suporte } = staffUsers;

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
    const dialog = within(await openedDialog('Nova categoria'));
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

export const Loading: Story = loadingStory('/api/admin/categories', 'Carregando categorias...');

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
  ...loadErrorStory('/api/admin/categories', 'Não foi possível carregar as categorias', {
    status: 503,
    message: 'Serviço indisponível',
  }),
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
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(canvas.queryByRole('heading', { name: 'Categorias' })).toBeNull();
  },
};

/** A PNG's first bytes: the story's handler judges the type, as the picker does. */
const pngFile = (name = 'capa-ceia.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });

/** Its list row's text, by the category's name. */
const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name))!;

/** Staff replace and remove a cover, and choose a colour theme (issue 19). */
export const CoverAndTheme: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCategoriesHandlers(), ...mediaHandlers('loaded'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Categorias' });
    await expect(rowOf(list, 'Santa Ceia')).toHaveTextContent('com capa · tema Rubi');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Santa Ceia' }));
    const dialog = within(await openedDialog('Editar categoria'));
    await expect(dialog.getByRole('img', { name: 'Capa atual de Santa Ceia' })).toHaveAttribute(
      'src',
      SANTA_CEIA_COVER,
    );
    await expect(dialog.getByRole('combobox', { name: 'Tema de cores' })).toHaveTextContent('Rubi');

    // Removed at once: the card goes back to the arts' mosaic.
    await userEvent.click(dialog.getByRole('button', { name: 'Remover capa' }));
    await expect(
      await dialog.findByText('Sem capa: o card mostra o mosaico das artes.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Remover capa' })).toBeNull();

    // A new file: previewed, then sent; the dialog shows the stored cover.
    await expect(dialog.getByRole('button', { name: 'Enviar capa' })).toBeDisabled();
    const input = body()
      .getByRole('dialog', { name: 'Editar categoria' })
      .querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile());
    // The chosen file's address is made an effect later: wait for the preview.
    await expect(await dialog.findByRole('img', { name: 'Prévia da nova capa' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar capa' }));
    await waitFor(() =>
      expect(dialog.getByRole('img', { name: 'Capa atual de Santa Ceia' })).toHaveAttribute(
        'src',
        '/media/site/category-0000000000000001.webp',
      ),
    );
    await expect(dialog.getByRole('button', { name: 'Remover capa' })).toBeVisible();

    // The theme: the special slugs' default shows in 'Automático'.
    await userEvent.click(dialog.getByRole('combobox', { name: 'Tema de cores' }));
    await expect(
      await body().findByRole('option', { name: 'Automático (Padrão do site)' }),
    ).toBeVisible();
    await userEvent.click(await body().findByRole('option', { name: 'Violeta' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar categoria' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(rowOf(list, 'Santa Ceia')).toHaveTextContent('com capa · tema Violeta'),
    );
  },
};

/** The server refuses the file (not a real image): its pt-BR reason, the cover unchanged. */
export const CoverRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('admin'),
      http.post('/api/admin/categories/:id/cover', () =>
        HttpResponse.json({ message: 'Envie uma imagem PNG, JPEG ou WebP.' }, { status: 400 }),
      ),
      ...adminCategoriesHandlers(),
      ...mediaHandlers('loaded'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Santa Ceia' }));
    const dialogElement = await openedDialog('Editar categoria');
    const dialog = within(dialogElement);
    await userEvent.upload(
      dialogElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      pngFile('nao-e-imagem.png'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar capa' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Envie uma imagem PNG, JPEG ou WebP.',
    );
    await expect(dialog.getByRole('img', { name: 'Prévia da nova capa' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remover capa' })).toBeVisible();
  },
};

/** A new category: its theme follows the slug until one is chosen; the cover comes after saving. */
export const NewCategoryTheme: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCategoriesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nova categoria' }));
    const dialog = within(await openedDialog('Nova categoria'));
    await expect(dialog.getByText('Salve a categoria para enviar uma capa.')).toBeVisible();
    await expect(dialog.queryByLabelText('Arquivo da capa')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Nome'), 'Vendas');
    // 'vendas' is one of the spec's special slugs: its palette is the automatic one.
    await expect(dialog.getByRole('combobox', { name: 'Tema de cores' })).toHaveTextContent(
      'Automático (Âmbar)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar categoria' }));
    const list = await canvas.findByRole('list', { name: 'Categorias' });
    await waitFor(() => expect(rowOf(list, 'Vendas')).toHaveTextContent('tema Âmbar'));
  },
};

export const Mobile: Story = { ...Full, globals: { viewport: { value: 'mobile1' } } };
