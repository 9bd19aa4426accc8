import { FileUpload } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const onFilesChange = fn();
const png = (bytes: number, name = 'print.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const meta = {
  title: 'Primitivos/FileUpload',
  component: FileUpload,
  args: {
    label: 'Imagem de evidência (opcional)',
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    maxFileSizeBytes: 5 * 1024 * 1024,
    hint: 'PNG, JPG ou WEBP, até 5 MB',
    onFilesChange,
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('sem input de arquivo');
  return input;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PNG, JPG ou WEBP, até 5 MB')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Arraste o arquivo para cá ou clique para escolher' }),
    ).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp',
    );
  },
};

export const ChosenAndCleared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png(2048));
    await expect(await canvas.findByText('print.png')).toBeVisible();
    await waitFor(() => expect(onFilesChange).toHaveBeenLastCalledWith([expect.any(File)]));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover print.png' }));
    await waitFor(() => expect(canvas.queryByText('print.png')).toBeNull());
  },
};

export const TooLarge: Story = {
  args: { maxFileSizeBytes: 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png(4096, 'grande.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O arquivo é maior que o permitido.',
    );
    await expect(canvas.queryByText('grande.png')).toBeNull();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Past the picker's filter (a drop is not filtered): the type is checked on arrival.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        fileInput(canvasElement),
        new File(['%PDF'], 'arte.pdf', { type: 'application/pdf' }),
      );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tipo de arquivo não aceito.');
  },
};

export const FormError: Story = {
  args: { error: 'Envie uma imagem de até 5 MB.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Envie uma imagem de até 5 MB.',
    );
  },
};

export const ManyFiles: Story = {
  args: {
    label: 'Imagens das artes',
    maxFiles: 10,
    showFiles: false,
    texts: { dropzone: 'Arraste as imagens para cá ou clique para escolher' },
  },
  play: async ({ canvasElement }) => {
    onFilesChange.mockClear();
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      png(512, 'arte-1.png'),
      png(512, 'arte-2.png'),
      png(512, 'arte-3.png'),
    ]);
    await waitFor(() =>
      expect(onFilesChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ name: 'arte-1.png' }),
        expect.objectContaining({ name: 'arte-2.png' }),
        expect.objectContaining({ name: 'arte-3.png' }),
      ]),
    );
    // The page lists the files itself: none under the dropzone.
    await expect(canvas.queryByText('arte-1.png')).toBeNull();
  },
};
