import type { EditDetail } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { filledChurchProfile } from '../../msw/fixtures/church';
import { sessionHandlers } from '../../msw/handlers/session';
import { catchDownload } from '../support/catch-download';
import { drawnFile } from '../support/drawn-file';
import { pixelAt } from '../support/pixels';
import { withSite } from '../support/site-story';
import { EDITOR_STORY_PARAMETERS, EditorRoute, idCardArt } from './editor-story';

// Issue 20: the editor's photo slot, on an ID card (carteirinha-membro, its 'Foto do membro'
// slot): empty, a photo chosen, framed (zoom, position, arrow keys), a refused file, the
// photo sent to the edit's own photos only at the save, and a saved edit reopened with its
// photo and framing; on a browser that writes no WebP (Safari), a large photo still fits
// the upload limit.

/** The test photo's size: a portrait phone picture, smaller than the 2048 px kept. */
const PHOTO = { width: 600, height: 800 } as const;

/** A PNG of PHOTO's size: red left half, blue right half. */
function photoFile(): Promise<File> {
  return drawnFile('maria.png', PHOTO, (context) => {
    context.fillStyle = '#d62828';
    context.fillRect(0, 0, PHOTO.width / 2, PHOTO.height);
    context.fillStyle = '#1d4ed8';
    context.fillRect(PHOTO.width / 2, 0, PHOTO.width / 2, PHOTO.height);
  });
}

/** What the stories' server was sent, in order. */
const sent: { calls: { method: string; url: string; body?: unknown }[] } = { calls: [] };
/** The photo files the stories' server was sent, in order. */
const uploads: File[] = [];

const SAVED_KEY = 'edits/7/31/0123456789abcdef0123456789abcdef.webp';
const SAVED_URL = '/api/edits/31/photos/0123456789abcdef0123456789abcdef.webp';

function editDetail(id: number, state: EditDetail['state'], photos: EditDetail['photos']) {
  return {
    id,
    name: idCardArt.art.title,
    artId: 4,
    artTitle: idCardArt.art.title,
    thumbnailUrl: idCardArt.art.imageUrl,
    isPremium: false,
    createdAt: '2026-11-27T12:00:00.000Z',
    updatedAt: '2026-11-27T12:00:00.000Z',
    state,
    photos,
  } satisfies EditDetail;
}

const savedState = (crop: { x: number; y: number; scale: number }): EditDetail['state'] =>
  ({
    artId: 4,
    templateId: 'carteirinha-membro',
    sizeId: 'carteirinha',
    paletteId: 'noite-dourada',
    texts: { memberName: 'Maria da Silva' },
    photos: { foto: { key: SAVED_KEY, crop } },
    logoUrl: null,
    pixPayload: null,
  }) as EditDetail['state'];

function editor(): Meta<typeof EditorRoute>['beforeEach'] {
  return ({ msw }) => {
    sent.calls = [];
    uploads.length = 0;
    msw.use(
      ...sessionHandlers('free'),
      http.get('/api/arts/4', () => HttpResponse.json(idCardArt)),
      http.get('/api/church-profile', () => HttpResponse.json(filledChurchProfile)),
      http.post('/api/edits', async ({ request }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.calls.push({ method: 'POST', url: '/api/edits', body });
        return HttpResponse.json(editDetail(31, body.state, []), { status: 201 });
      }),
      http.post('/api/edits/:id/photos', async ({ request, params }) => {
        const form = await request.formData();
        const file = form.get('file');
        if (file instanceof File) uploads.push(file);
        sent.calls.push({
          method: 'POST',
          url: `/api/edits/${params.id}/photos`,
          body: file instanceof File ? { type: file.type, size: file.size } : null,
        });
        return HttpResponse.json(
          {
            success: true,
            name: '0123456789abcdef0123456789abcdef.webp',
            key: SAVED_KEY,
            url: SAVED_URL,
            ...PHOTO,
          },
          { status: 201 },
        );
      }),
      http.put('/api/edits/:id', async ({ request, params }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.calls.push({ method: 'PUT', url: `/api/edits/${params.id}`, body });
        return HttpResponse.json(
          editDetail(Number(params.id), body.state, [
            { name: 'x.webp', key: SAVED_KEY, url: SAVED_URL },
          ]),
        );
      }),
      http.post('/api/edits/:id/export', () =>
        HttpResponse.json({ allowed: true, counted: true, downloadsUsed: 1, downloadLimit: 5 }),
      ),
      http.get(SAVED_URL, async () =>
        HttpResponse.arrayBuffer(await (await photoFile()).arrayBuffer(), {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    );
  };
}

const meta = {
  title: 'Site/Editor/PhotoSlot',
  component: EditorRoute,
  decorators: [withSite],
  parameters: EDITOR_STORY_PARAMETERS,
  beforeEach: editor(),
} satisfies Meta<typeof EditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview's photo slot: its box (data-box) and its <image>, if any. */
function previewSlot(canvasElement: HTMLElement) {
  const group = canvasElement.querySelector('[data-testid="editor-preview"] [data-photo-slot]');
  const [x = 0, y = 0, width = 0, height = 0] = (group?.getAttribute('data-box') ?? '')
    .split(' ')
    .map(Number);
  const image = group?.querySelector('image') ?? null;
  const attr = (name: string) => Number(image?.getAttribute(name));
  return {
    box: { x, y, width, height },
    image,
    placed: image
      ? { x: attr('x'), y: attr('y'), width: attr('width'), height: attr('height') }
      : null,
  };
}

async function choosePhoto(canvasElement: HTMLElement, file?: File) {
  const canvas = within(canvasElement);
  const slot = within(await canvas.findByRole('group', { name: 'Foto do membro' }));
  await userEvent.upload(slot.getByLabelText('Enviar foto'), file ?? (await photoFile()));
  return slot;
}

export const Empty: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = within(await canvas.findByRole('group', { name: 'Foto do membro' }));
    const input = slot.getByLabelText('Enviar foto');
    // The camera on a phone: any image is offered, the type is checked after.
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(slot.getByText('Sem foto: a arte mostra o desenho do modelo.')).toBeVisible();
    await expect(slot.queryByRole('button', { name: 'Remover foto' })).toBeNull();
    await expect(slot.queryByRole('slider', { name: 'Zoom' })).toBeNull();
    // The art shows the design's decoration: no photo drawn.
    await expect(previewSlot(canvasElement).image).toBeNull();
  },
};

export const PhotoChosen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const slot = await choosePhoto(canvasElement);
    await expect(await slot.findByRole('button', { name: 'Remover foto' })).toBeEnabled();
    await expect(slot.getByText('Trocar foto')).toBeVisible();
    await expect(slot.getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    await expect(slot.getByRole('img', { name: /Enquadramento da foto/ })).toBeVisible();
    await expect(
      slot.getByText('A foto fica só no seu navegador até você salvar a arte em Minhas artes.'),
    ).toBeVisible();
    // The preview draws it from a blob: URL (its SVG, redrawn at each keystroke, does not
    // carry the photo's bytes; the export draws a data: URL: ExportShowsTheFraming), covering
    // the slot.
    const { image, box, placed } = previewSlot(canvasElement);
    const href = image?.getAttribute('href') ?? '';
    await expect(href).toMatch(/^blob:/);
    await expect((await (await fetch(href)).blob()).type).toMatch(/^image\//);
    await expect(
      canvasElement.querySelector('[data-testid="editor-preview"]')?.innerHTML,
    ).not.toContain('base64');
    // The 600×800 photo covers the slot at max(w/600, h/800); centred.
    const cover = Math.max(box.width / PHOTO.width, box.height / PHOTO.height);
    await expect(placed?.width).toBeCloseTo(PHOTO.width * cover, 1);
    await expect(placed?.height).toBeCloseTo(PHOTO.height * cover, 1);
    await expect(placed?.x).toBeCloseTo(box.x + box.width / 2 - (PHOTO.width * cover) / 2, 1);
    await expect(placed?.y).toBeCloseTo(box.y + box.height / 2 - (PHOTO.height * cover) / 2, 1);
    // Nothing was sent anywhere yet.
    await expect(sent.calls).toEqual([]);
    // 'Remover foto' brings the decoration back.
    await userEvent.click(slot.getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(previewSlot(canvasElement).image).toBeNull());
    // Its blob: URL is freed with it.
    await waitFor(() => expect(fetch(href)).rejects.toThrow());
  },
};

export const Cropped: Story = {
  play: async ({ canvasElement }) => {
    const slot = await choosePhoto(canvasElement);
    const zoom = await slot.findByRole('slider', { name: 'Zoom' });
    fireEvent.change(zoom, { target: { value: '2' } });
    const { box } = previewSlot(canvasElement);
    const cover = Math.max(box.width / PHOTO.width, box.height / PHOTO.height);
    const width = PHOTO.width * cover * 2;
    const height = PHOTO.height * cover * 2;
    // Zoom 2, centred: twice the covering size, its centre on the slot's centre.
    await waitFor(() => {
      const { placed } = previewSlot(canvasElement);
      expect(placed?.width).toBeCloseTo(width, 1);
      expect(placed?.height).toBeCloseTo(height, 1);
      expect(placed?.x).toBeCloseTo(box.x + box.width / 2 - width / 2, 1);
      expect(placed?.y).toBeCloseTo(box.y + box.height / 2 - height / 2, 1);
    });
    await expect(zoom).toHaveAttribute('aria-valuetext', '200%');
    // 'Posição horizontal' at 0: the photo's left edge on the slot's left edge.
    fireEvent.change(slot.getByRole('slider', { name: 'Posição horizontal' }), {
      target: { value: '0' },
    });
    await waitFor(() => expect(previewSlot(canvasElement).placed?.x).toBeCloseTo(box.x, 1));
    // 'Posição vertical' at 1: its bottom edge on the slot's bottom edge.
    fireEvent.change(slot.getByRole('slider', { name: 'Posição vertical' }), {
      target: { value: '1' },
    });
    await waitFor(() =>
      expect(previewSlot(canvasElement).placed?.y).toBeCloseTo(box.y + box.height - height, 1),
    );
    // The arrow keys move it too: ← moves the photo left by 4% of the slot's width.
    const pad = slot.getByRole('img', { name: /Enquadramento da foto/ });
    pad.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(previewSlot(canvasElement).placed?.x).toBeCloseTo(box.x - box.width * 0.04, 1),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Held at the slot's left edge: never an empty strip.
    await waitFor(() => expect(previewSlot(canvasElement).placed?.x).toBeCloseTo(box.x, 1));
    // 'Centralizar' back to the centred, unzoomed framing.
    await userEvent.click(slot.getByRole('button', { name: 'Centralizar' }));
    await waitFor(() =>
      expect(previewSlot(canvasElement).placed?.width).toBeCloseTo(PHOTO.width * cover, 1),
    );
  },
};

export const WrongFileType: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const gif = new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'convite.gif', {
      type: 'image/gif',
    });
    const slot = await choosePhoto(canvasElement, gif);
    await expect(await slot.findByRole('alert')).toHaveTextContent(
      'Envie uma foto em JPG, PNG ou WebP.',
    );
    await expect(previewSlot(canvasElement).image).toBeNull();
    // A good photo after it clears the message.
    await userEvent.upload(slot.getByLabelText('Enviar foto'), await photoFile());
    await waitFor(() => expect(previewSlot(canvasElement).image).not.toBeNull());
    await expect(slot.queryByRole('alert')).toBeNull();
  },
};

export const SavedWithPhoto: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await choosePhoto(canvasElement);
    fireEvent.change(await slot.findByRole('slider', { name: 'Zoom' }), {
      target: { value: '1.5' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    // The edit first (no file in it), then the photo to that edit's own photos, then the
    // state naming it with its framing.
    await waitFor(() =>
      expect(sent.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'POST /api/edits',
        'POST /api/edits/31/photos',
        'PUT /api/edits/31',
      ]),
    );
    await expect(sent.calls[0]?.body).toMatchObject({
      state: { photos: { foto: { key: null, crop: { x: 0.5, y: 0.5, scale: 1.5 } } } },
    });
    const upload = sent.calls[1]?.body as { type: string; size: number } | undefined;
    await expect(upload?.size).toBeGreaterThan(0);
    // Chromium writes WebP: the photo is kept and sent as WebP.
    await expect(upload?.type).toBe('image/webp');
    await expect(sent.calls[2]?.body).toMatchObject({
      state: { photos: { foto: { key: SAVED_KEY, crop: { x: 0.5, y: 0.5, scale: 1.5 } } } },
    });
    // Saving again sends no photo again (once the first save's answer is in: the button
    // reads 'Salvando...' until then).
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent.calls).toHaveLength(4));
    await expect(sent.calls[3]).toMatchObject({ method: 'PUT', url: '/api/edits/31' });
  },
};

export const ReopenedWithPhotoAndCrop: Story = {
  parameters: { route: '/artes/4/editar?edicao=31' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/edits/31', () =>
        HttpResponse.json(
          editDetail(31, savedState({ x: 0.5, y: 0.5, scale: 2 }), [
            { name: 'x.webp', key: SAVED_KEY, url: SAVED_URL },
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = within(await canvas.findByRole('group', { name: 'Foto do membro' }));
    await expect(await slot.findByRole('slider', { name: 'Zoom' })).toHaveValue('2');
    const { box } = previewSlot(canvasElement);
    const cover = Math.max(box.width / PHOTO.width, box.height / PHOTO.height);
    await waitFor(() => {
      const { image, placed } = previewSlot(canvasElement);
      expect(image?.getAttribute('href')).toMatch(/^blob:/);
      expect(placed?.width).toBeCloseTo(PHOTO.width * cover * 2, 1);
    });
    // Already saved: no note about the browser, and a save sends no photo again.
    await expect(slot.queryByText(/A foto fica só no seu navegador/)).toBeNull();
  },
};

export const ExportShowsTheFraming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slot = await choosePhoto(canvasElement);
    // Zoom 2 and the photo's left edge on the slot's: the slot's centre falls in the
    // photo's red left half (at 2× the cover the slot shows at most half the photo's width).
    fireEvent.change(await slot.findByRole('slider', { name: 'Zoom' }), {
      target: { value: '2' },
    });
    fireEvent.change(slot.getByRole('slider', { name: 'Posição horizontal' }), {
      target: { value: '0' },
    });
    const { box } = previewSlot(canvasElement);
    await waitFor(() => expect(previewSlot(canvasElement).placed?.x).toBeCloseTo(box.x, 1));
    const download = catchDownload();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar PNG' }));
      // The canvas was not tainted (a data: URL): the PNG was made, at the card's size.
      const png = (await download.file).blob;
      const bitmap = await createImageBitmap(png);
      await expect([bitmap.width, bitmap.height]).toEqual([1011, 638]);
      const [r, g, b] = await pixelAt(png, box.x + box.width / 2, box.y + box.height / 2);
      // Red (#d62828), not blue (#1d4ed8): the framing chosen is the file's.
      await expect(r).toBeGreaterThan(180);
      await expect(b).toBeLessThan(90);
      await expect(g).toBeLessThan(90);
    } finally {
      download.stop();
    }
  },
};

/**
 * Safari's canvas, which writes no WebP: its toBlob answers PNG for 'image/webp', as the HTML
 * standard has a browser do for a type it cannot write. Returns the undo.
 */
function withoutWebpEncoder(): () => void {
  const original = HTMLCanvasElement.prototype.toBlob;
  HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
    original.call(this, callback, type === 'image/webp' ? 'image/png' : type, quality);
  };
  return () => {
    HTMLCanvasElement.prototype.toBlob = original;
  };
}

/** 8 MB: what POST /api/edits/:id/photos takes (CONTENT_IMAGE_MAX_BYTES, written out). */
const UPLOAD_LIMIT = 8 * 1024 * 1024;

/** A phone photo that PNG cannot shrink: every pixel noise (a fixed sequence), 2048 × 1800. */
const NOISY = { width: 2048, height: 1800 } as const;

/** NOISY's photo as a PNG; with `cutOut`, only an ellipse of it kept, the rest transparent. */
function noisyPhoto(cutOut: boolean): Promise<File> {
  return drawnFile(cutOut ? 'pastor-sem-fundo.png' : 'culto.png', NOISY, (context) => {
    const pixels = context.createImageData(NOISY.width, NOISY.height);
    let seed = 2463534242;
    for (let y = 0; y < NOISY.height; y++) {
      for (let x = 0; x < NOISY.width; x++) {
        const i = (y * NOISY.width + x) * 4;
        const dx = (x - NOISY.width / 2) / (NOISY.width / 2);
        const dy = (y - NOISY.height / 2) / (NOISY.height / 2);
        if (cutOut && dx * dx + dy * dy > 1) continue; // transparent: 0, 0, 0, 0
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        pixels.data[i] = seed & 255;
        pixels.data[i + 1] = (seed >>> 8) & 255;
        pixels.data[i + 2] = (seed >>> 16) & 255;
        pixels.data[i + 3] = 255;
      }
    }
    context.putImageData(pixels, 0, 0);
  });
}

/**
 * Chooses NOISY's photo (a cut-out or not) on a browser without WebP, checks that as a PNG
 * at 2048 px it is over the upload limit and that the save sent it under the limit, and
 * answers what was sent and its size in pixels.
 */
async function savedWithoutWebp(canvasElement: HTMLElement, cutOut: boolean) {
  const file = await noisyPhoto(cutOut);
  await expect(file.size).toBeGreaterThan(UPLOAD_LIMIT);
  const slot = await choosePhoto(canvasElement, file);
  // A few encodings of 3.7 megapixels of noise come first: more than a lookup's usual wait.
  const removable = await slot.findByRole('button', { name: 'Remover foto' }, { timeout: 25_000 });
  await expect(removable).toBeEnabled();
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
  // The save went through: the edit, its photo, the state naming it.
  await waitFor(() =>
    expect(sent.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/edits',
      'POST /api/edits/31/photos',
      'PUT /api/edits/31',
    ]),
  );
  const [upload] = uploads;
  if (!upload) throw new Error('no upload');
  await expect(upload.size).toBeLessThanOrEqual(UPLOAD_LIMIT);
  const bitmap = await createImageBitmap(upload);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return { upload, size };
}

export const CutOutOnSafariFitsTheUpload: Story = {
  beforeEach: withoutWebpEncoder,
  play: async ({ canvasElement }) => {
    const { upload, size } = await savedWithoutWebp(canvasElement, true);
    // Still a PNG (its transparency kept), drawn smaller until it fits under the limit.
    await expect(upload.type).toBe('image/png');
    await expect(size.width).toBeLessThan(NOISY.width);
    // Not crushed: a step or two down, about √(0.9 × limit / bytes) of each side at each.
    await expect(size.width).toBeGreaterThan(NOISY.width / 2);
    await expect(size.width / size.height).toBeCloseTo(NOISY.width / NOISY.height, 2);
    await expect((await pixelAt(upload, 0, 0))[3]).toBe(0);
    await expect((await pixelAt(upload, size.width / 2, size.height / 2))[3]).toBe(255);
  },
};

export const OpaquePngOnSafariSentAsJpeg: Story = {
  beforeEach: withoutWebpEncoder,
  play: async ({ canvasElement }) => {
    const { upload, size } = await savedWithoutWebp(canvasElement, false);
    // No transparency to keep: a JPEG, at the full 2048 px, under the limit.
    await expect(upload.type).toBe('image/jpeg');
    await expect(size).toEqual(NOISY);
  },
};
