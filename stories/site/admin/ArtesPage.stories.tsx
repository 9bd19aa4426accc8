import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { toastQueue } from '../../../site/src/lib/toast';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import {
  type ArtsHandlerState,
  adminArtsHandlers,
  newArtsCalls,
} from '../../msw/handlers/admin-arts';
import { catalogueHandlers, mediaHandlers } from '../../msw/handlers/catalogue';
import { openedDialog } from '../../support/dialog';
import { withSite } from '../support/site-story';
import { preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/Artes',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/artes' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = newArtsCalls();

function as(user: User, state: ArtsHandlerState = 'full'): Story['beforeEach'] {
  return ({ msw }) => {
    calls.updates.length = 0;
    calls.deleted.length = 0;
    calls.uploads.length = 0;
    calls.files.length = 0;
    toastQueue.items = [];
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...adminArtsHandlers(state, calls),
      ...catalogueHandlers(),
      ...mediaHandlers(),
    );
  };
}

async function row(canvasElement: HTMLElement, title: string) {
  const table = await within(canvasElement).findByRole('table', { name: 'Artes' });
  const cell = await within(table).findByText(title);
  return within(cell.closest('tr') as HTMLElement);
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Artes' })).toBeVisible();
    await expect(await canvas.findByText('4 artes')).toBeVisible();
    const ceia = await row(canvasElement, 'Santa Ceia do Senhor');
    await expect(ceia.getByText('Publicada')).toBeVisible();
    await expect(ceia.getByText('Culto de Ceia')).toBeVisible();
    await expect(ceia.getByText('Cartaz')).toBeVisible();
    await expect(ceia.getByText('Grátis')).toBeVisible();
    await expect(ceia.getByText('Lucas Ferreira')).toBeVisible();
    await expect(ceia.getByText('1.284')).toBeVisible();
    const jovens = await row(canvasElement, 'Culto de Jovens — Sexta');
    await expect(jovens.getByText('Agendada para 04/12/2026')).toBeVisible();
    const batismo = await row(canvasElement, 'Batismo nas Águas');
    await expect(batismo.getByText('Oculta')).toBeVisible();
    await expect(batismo.getByRole('button', { name: 'Publicar Batismo nas Águas' })).toBeVisible();
    const familia = await row(canvasElement, 'Família Abençoada');
    await expect(familia.getByText('Premium')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nova arte' })).toBeVisible();
  },
};

export const PublishHidden: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const batismo = await row(canvasElement, 'Batismo nas Águas');
    await userEvent.click(batismo.getByRole('button', { name: 'Publicar Batismo nas Águas' }));
    await waitFor(() => expect(calls.updates).toHaveLength(1));
    await expect(calls.updates[0]).toMatchObject({
      id: '5641',
      body: { isVisible: true, title: 'Batismo nas Águas', tags: ['ceia'], designerId: 2 },
    });
  },
};

export const EditArt: Story = {
  beforeEach: as(staffUsers.designerAdm as User),
  play: async ({ canvasElement }) => {
    const ceia = await row(canvasElement, 'Santa Ceia do Senhor');
    await userEvent.click(ceia.getByRole('button', { name: 'Editar Santa Ceia do Senhor' }));
    const dialog = within(await openedDialog('Editar arte nº 5612'));
    const title = dialog.getByLabelText('Título');
    await userEvent.clear(title);
    await userEvent.type(title, 'Santa Ceia 2027');
    const tags = dialog.getByLabelText('Tags (separadas por vírgula)');
    await userEvent.clear(tags);
    await userEvent.type(tags, 'ceia, pascoa');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar arte' }));
    await waitFor(() => expect(calls.updates).toHaveLength(1));
    await expect(calls.updates[0]).toMatchObject({
      id: '5612',
      body: {
        title: 'Santa Ceia 2027',
        tags: ['ceia', 'pascoa'],
        featuredRank: 1,
        editUrl: 'https://www.canva.com/design/DAF0000/edit',
        publishAt: '2026-11-20T13:00:00.000Z',
      },
    });
  },
};

/** The input of the edit dialog's file picker labelled `label`. */
function fileInput(dialog: HTMLElement, label: string) {
  const root = within(dialog).getByText(label).closest('[data-part="root"]');
  return root?.querySelector('input[type="file"]') as HTMLInputElement;
}

const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function openEdit(canvasElement: HTMLElement, title: string, number: number) {
  const art = await row(canvasElement, title);
  await userEvent.click(art.getByRole('button', { name: `Editar ${title}` }));
  return openedDialog(`Editar arte nº ${number}`);
}

export const ReplaceFiles: Story = {
  beforeEach: as(staffUsers.designerAdm as User),
  play: async ({ canvasElement }) => {
    const dialogElement = await openEdit(canvasElement, 'Batismo nas Águas', 5641);
    const dialog = within(dialogElement);
    const files = within(dialog.getByRole('region', { name: 'Arquivos da arte' }));
    await expect(
      files.getByRole('img', { name: 'Imagem atual de Batismo nas Águas' }),
    ).toHaveAttribute('src', '/media/arts/thumbnails/5641.webp');
    await expect(files.getByText('Arquivo-fonte: batismo.pdf')).toBeVisible();
    await userEvent.upload(fileInput(dialogElement, 'Nova imagem'), pngFile('batismo-2027.png'));
    await userEvent.upload(
      fileInput(dialogElement, 'Novo arquivo-fonte'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'batismo-2027.svg', {
        type: 'image/svg+xml',
      }),
    );
    // A new source file replaces the old one: removing it is not asked as well.
    await expect(files.getByLabelText('Remover o arquivo-fonte atual')).toBeDisabled();
    await userEvent.click(files.getByRole('button', { name: 'Trocar arquivos' }));
    await waitFor(() =>
      expect(calls.files).toEqual([
        { id: '5641', image: 'batismo-2027.png', source: 'batismo-2027.svg', removeSource: false },
      ]),
    );
    await waitFor(() =>
      expect(toastQueue.items.map((t) => t.title)).toContain('Arquivos da arte atualizados'),
    );
    // The dialog stays open, its pickers emptied for another change.
    await expect(screen.getByRole('dialog', { name: 'Editar arte nº 5641' })).toBeVisible();
    await waitFor(() => expect(files.queryByText('batismo-2027.png')).toBeNull());
    await expect(calls.updates).toEqual([]);
  },
};

export const RemoveSourceFile: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const dialogElement = await openEdit(canvasElement, 'Batismo nas Águas', 5641);
    const files = within(within(dialogElement).getByRole('region', { name: 'Arquivos da arte' }));
    await userEvent.click(files.getByRole('button', { name: 'Trocar arquivos' }));
    await expect(
      await files.findByText('Escolha uma nova imagem ou um novo arquivo-fonte.'),
    ).toBeVisible();
    await expect(calls.files).toEqual([]);
    await userEvent.click(files.getByLabelText('Remover o arquivo-fonte atual'));
    await userEvent.click(files.getByRole('button', { name: 'Trocar arquivos' }));
    await waitFor(() =>
      expect(calls.files).toEqual([{ id: '5641', image: null, source: null, removeSource: true }]),
    );
    await waitFor(() =>
      expect(toastQueue.items.map((t) => t.title)).toContain('Arquivos da arte atualizados'),
    );
  },
};

export const ReplaceFilesBadImage: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const dialogElement = await openEdit(canvasElement, 'Santa Ceia do Senhor', 5612);
    const files = within(within(dialogElement).getByRole('region', { name: 'Arquivos da arte' }));
    await expect(files.getByText('Sem arquivo-fonte')).toBeVisible();
    await expect(files.queryByLabelText('Remover o arquivo-fonte atual')).toBeNull();
    await userEvent.upload(fileInput(dialogElement, 'Nova imagem'), pngFile('ceia-quebrada.png'));
    await userEvent.click(files.getByRole('button', { name: 'Trocar arquivos' }));
    // The API's reason, under the image's field.
    const message =
      'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.';
    const imageField = within(
      files.getByText('Nova imagem').closest('[data-part="root"]') as HTMLElement,
    );
    await expect(await imageField.findByText(message)).toBeVisible();
    await expect(calls.files).toHaveLength(1);
    await expect(toastQueue.items).toEqual([]);
  },
};

export const DeleteWithConfirmation: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const familia = await row(canvasElement, 'Família Abençoada');
    await userEvent.click(familia.getByRole('button', { name: 'Excluir Família Abençoada' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Excluir “Família Abençoada”?')).toBeVisible();
    await expect(calls.deleted).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir arte' }));
    await waitFor(() => expect(calls.deleted).toEqual(['5530']));
  },
};

export const FilterByStatus: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('4 artes');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Agendada' }));
    await expect(await canvas.findByText('1 arte')).toBeVisible();
    await expect(canvas.getByText('Culto de Jovens — Sexta')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando artes...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhuma arte cadastrada')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as artes');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const DesignerAdm: Story = {
  ...Full,
  beforeEach: as(staffUsers.designerAdm as User),
};

export const Mobile: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile1' } },
};
