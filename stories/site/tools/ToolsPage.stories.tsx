import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToolsPage } from '../../../site/src/features/tools/components/tools-page';
import type { RemoveBackground } from '../../../site/src/lib/background-remover/remove-lazily';
import { drawnFile } from '../support/drawn-file';
import { withSite } from '../support/site-story';

// The tools page (issue 20). The remover is the real one (the logo mode and the file checks
// run in the story's browser), except in the model-loading story: there a stand-in reports
// 42% of the model and never finishes, to hold that state on screen.

const meta = {
  title: 'Site/Ferramentas/ToolsPage',
  component: ToolsPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/ferramentas' },
} satisfies Meta<typeof ToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PNG logo made here: a blue disc on a white square. */
function logoFile(): Promise<File> {
  return drawnFile('logo igreja.png', { width: 120, height: 80 }, (context) => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#1d4ed8';
    context.beginPath();
    context.arc(60, 40, 28, 0, Math.PI * 2);
    context.fill();
  });
}

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Nothing chosen yet: the tools, the modes and the dropzone. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ferramentas' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Remover fundo', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Escolher uma arte' })).toHaveAttribute(
      'href',
      '/artes',
    );
    await expect(canvas.getByRole('button', { name: 'Pessoa (foto)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Arraste a imagem para cá ou clique para escolher' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const loadingForever: RemoveBackground = (_file, options) => {
  options.onProgress?.({ stage: 'model', loaded: 0.42 });
  return new Promise<Blob>(() => {});
};

/** A photo chosen in 'Pessoa' mode while the model downloads (stand-in remover at 42%). */
export const ModelLoading: Story = {
  args: { remove: loadingForever },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await logoFile());
    const bar = await canvas.findByRole('progressbar', { name: 'Carregando o removedor de fundo' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

/** A logo on white, 'Logo ou desenho' mode: the real logo remover, the PNG to download. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logo ou desenho (fundo liso)' }));
    await userEvent.upload(fileInput(canvasElement), await logoFile());
    const download = await canvas.findByRole('link', { name: 'Baixar PNG' }, { timeout: 10_000 });
    await expect(download).toHaveAttribute('download', 'logo-igreja-sem-fundo.png');
    const result = canvas.getByRole<HTMLImageElement>('img', { name: 'Imagem sem fundo' });
    await waitFor(() => expect(result.naturalWidth).toBe(120));
    // The corner is transparent and the disc's centre opaque.
    const probe = document.createElement('canvas');
    probe.width = 120;
    probe.height = 80;
    const context = probe.getContext('2d');
    context?.drawImage(result, 0, 0);
    await expect(context?.getImageData(2, 2, 1, 1).data[3]).toBe(0);
    await expect(context?.getImageData(60, 40, 1, 1).data[3]).toBe(255);
    // The same file can be chosen again, more than once.
    for (let again = 0; again < 2; again += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Remover outro fundo' }));
      await expect(canvas.queryByRole('link', { name: 'Baixar PNG' })).toBeNull();
      await userEvent.upload(fileInput(canvasElement), await logoFile());
      await canvas.findByRole('link', { name: 'Baixar PNG' }, { timeout: 10_000 });
    }
  },
};

/** A file that is not an image: the pt-BR reason, no progress. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['culto domingo 19h'], 'aviso.txt', { type: 'text/plain' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Envie uma imagem JPG, PNG ou WebP.',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** 'Pessoa' mode while the model cannot be downloaded (the real remover; MSW answers 503). */
export const ModelUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/modelos/manifest.json', () => new HttpResponse(null, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await logoFile());
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar o removedor de fundo. Verifique sua conexão e tente de novo.',
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Baixar PNG' })).toBeNull();
  },
};

/** /ferramentas/categoria/edicao: the editor only, no remover on this page. */
export const EditingCategory: Story = {
  parameters: { route: '/ferramentas/categoria/edicao' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edição' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edição' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('heading', { name: 'Remover fundo' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Removedor de fundo' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Editor online' })).toBeVisible();
  },
};

export const UnknownCategory: Story = {
  parameters: { route: '/ferramentas/categoria/nao-existe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Categoria não encontrada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver ferramentas' })).toHaveAttribute(
      'href',
      '/ferramentas',
    );
  },
};
