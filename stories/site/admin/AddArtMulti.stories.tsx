import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { users } from '../../msw/fixtures/users';
import { adminArtsHandlers, newArtsCalls } from '../../msw/handlers/admin-arts';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { withSite } from '../support/site-story';
import { preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/Adicionar artes em lote',
  component: AdminRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/add-art-multi' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof AdminRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const calls = newArtsCalls();

function as(user: User): Story['beforeEach'] {
  return ({ msw }) => {
    calls.uploads.length = 0;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...adminArtsHandlers('full', calls),
      ...catalogueHandlers(),
    );
  };
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function chooseOption(select: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

export const Empty: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Adicionar artes em lote' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar 0 artes' })).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: 'Arquivos escolhidos' })).toBeNull();
  },
};

export const BatchWithOneBadFile: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Adicionar artes em lote' });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      png('culto-de-jovens_01.png'),
      png('santa-ceia.png'),
      png('arte-quebrada.png'),
    ]);
    const list = within(await canvas.findByRole('list', { name: 'Arquivos escolhidos' }));
    await expect(list.getByDisplayValue('Culto de jovens 01')).toBeVisible();
    await expect(list.getByDisplayValue('Santa ceia')).toBeVisible();
    await chooseOption('Formato', 'Stories');
    await chooseOption('Tipo de arquivo', 'Canva');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar 3 artes' }));
    await expect(await canvas.findByText('2 artes criadas, 1 com erro')).toBeVisible();
    await expect(
      list.getByText(
        'O arquivo da imagem não é um PNG, JPEG ou WebP válido. Envie a arte nesses formatos.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(calls.uploads).toHaveLength(3));
    await expect(calls.uploads.map((call) => call.title).sort()).toEqual([
      'Arte quebrada',
      'Culto de jovens 01',
      'Santa ceia',
    ]);
  },
};

const svg = (name: string) =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], name, { type: 'image/svg+xml' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

export const BatchWithSourceFiles: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Adicionar artes em lote' });
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      png('culto.png'),
      svg('culto.svg'),
      png('santa-ceia.png'),
      pdf('Santa-Ceia.pdf'),
      png('batismo.png'),
      svg('vigilia.svg'),
    ]);
    const list = within(await canvas.findByRole('list', { name: 'Arquivos escolhidos' }));
    await expect(list.getByText('Arquivo-fonte: culto.svg')).toBeVisible();
    await expect(list.getByText('Arquivo-fonte: Santa-Ceia.pdf')).toBeVisible();
    // The source file with no image of its name: its own error, before anything is sent.
    await expect(list.getByText('Arquivo-fonte sem imagem: vigilia.svg')).toBeVisible();
    const orphan =
      'Nenhuma imagem com o nome “vigilia” para este arquivo-fonte: envie-o com a imagem de mesmo nome (por exemplo vigilia.png).';
    await expect(list.getByText(orphan)).toBeVisible();
    await expect(canvas.queryByText(/artes? criadas?/)).toBeNull();
    await chooseOption('Formato', 'Stories');
    await chooseOption('Tipo de arquivo', 'Canva');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar 3 artes' }));
    await expect(await canvas.findByText('3 artes criadas, 1 com erro')).toBeVisible();
    await waitFor(() => expect(calls.uploads).toHaveLength(3));
    await expect(
      calls.uploads
        .map((call) => [call.file, call.source])
        .sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['batismo.png', null],
      ['culto.png', 'culto.svg'],
      ['santa-ceia.png', 'Santa-Ceia.pdf'],
    ]);
    await expect(list.getByText(orphan)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Empty,
  globals: { viewport: { value: 'mobile1' } },
};
