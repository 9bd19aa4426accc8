import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PictureField } from '../../../site/src/components/picture-field/picture-field';
import { drawnFile } from '../support/drawn-file';
import { pixelAt } from '../support/pixels';
import { withSite } from '../support/site-story';

// 'Minha igreja' (/painel/perfil): the church logo's one-click 'Remover fundo' (issue 20).
// The field alone, as the church profile card renders it; the real logo remover runs in the
// story's browser, and MSW stands for the API that receives the PNG.

const meta = {
  title: 'Site/Painel/LogoSemFundo',
  component: PictureField,
  decorators: [withSite],
  args: {
    label: 'Logo da igreja',
    personName: 'Igreja Batista Esperança',
    url: null,
    endpoint: '/api/church-profile/logo',
    invalidate: [],
    shape: 'logo',
  },
} satisfies Meta<typeof PictureField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A JPEG logo: a green cross on white (JPEG has no transparency of its own). */
function jpegLogo(): Promise<File> {
  return drawnFile(
    'logo.jpg',
    { width: 90, height: 90 },
    (context) => {
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 90, 90);
      context.fillStyle = '#15803d';
      context.fillRect(35, 10, 20, 70);
      context.fillRect(15, 30, 60, 20);
    },
    'image/jpeg',
  );
}

/** Chosen, background removed, sent: the API receives a PNG whose white is transparent. */
export const RemoverFundo: Story = {
  beforeEach({ msw, parameters }) {
    const received: File[] = [];
    parameters.received = received;
    msw.use(
      http.post('/api/church-profile/logo', async ({ request }) => {
        const file = (await request.formData()).get('file');
        if (file instanceof File) received.push(file);
        return HttpResponse.json({ logoUrl: '/media/church/logo-1.webp' });
      }),
    );
  },
  play: async ({ canvasElement, parameters }) => {
    const received = parameters.received as File[];
    const canvas = within(canvasElement);
    // Nothing chosen: no 'Remover fundo'.
    await expect(canvas.queryByRole('button', { name: 'Remover fundo' })).toBeNull();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, await jpegLogo());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover fundo' }));
    await expect(
      await canvas.findByText(
        'Fundo removido: confira a prévia e clique em Enviar logo para salvar.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remover fundo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar logo' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const sent = received[0] as File;
    await expect(sent.type).toBe('image/png');
    await expect(sent.name).toBe('logo-sem-fundo.png');
    await expect((await pixelAt(sent, 2, 2))[3]).toBe(0);
    await expect((await pixelAt(sent, 45, 45))[3]).toBe(255);
  },
};
