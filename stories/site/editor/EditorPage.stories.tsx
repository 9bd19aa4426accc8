import {
  type ArtDetail,
  type EditDetail,
  ENTITLEMENT_MESSAGES,
  FONT_FACES,
  FREE_DOWNLOAD_LIMIT,
  SLOT_MAX_LENGTH,
  TEMPLATES,
} from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { EditorScreen } from '../../../site/src/app/editor-app';
import { svgWithEmbeddedFonts } from '../../../site/src/features/editor/lib/template-fonts';
import { toastQueue } from '../../../site/src/lib/toast';
import { catalogueArtDetail } from '../../msw/fixtures/catalogue';
import { filledChurchProfile } from '../../msw/fixtures/church';
import { type UserRole, users } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { catchDownload } from '../support/catch-download';
import { withSite } from '../support/site-story';
import { EDITOR_STORY_PARAMETERS, EditorRoute, idCardArt } from './editor-story';

// Issue 20: the online editor of art 4 ('Conferência de Jovens 4', free), a Stories poster
// drawn from a template; 'Minha igreja' filled (Igreja Batista Esperança).

const template = TEMPLATES.find((t) => t.kind === 'poster' && t.sizes.includes('stories'));
if (!template || template.palettes.length < 2) throw new Error('no poster template for stories');
const [firstPalette, secondPalette] = template.palettes as [
  (typeof template.palettes)[0],
  (typeof template.palettes)[0],
];

const detail: ArtDetail = catalogueArtDetail(4, {
  design: {
    templateId: template.id,
    paletteId: firstPalette.id,
    sizeId: 'stories',
    texts: {
      title: 'Conferência de Jovens',
      churchName: 'Igreja do catálogo',
      date: '7 de dezembro',
    },
  },
});

interface EditorOptions {
  art?: ArtDetail;
  role?: UserRole;
  save?: 'ok' | 'fail';
  exportAnswer?: 'ok' | 'limit';
}

/** What the stories' server was sent. */
const sent: { saves: { method: string; body: unknown }[]; exports: number } = {
  saves: [],
  exports: 0,
};

function editDetail(id: number, body: { state: EditDetail['state'] }): EditDetail {
  return {
    id,
    name: detail.art.title,
    artId: detail.art.id,
    artTitle: detail.art.title,
    thumbnailUrl: detail.art.imageUrl,
    isPremium: detail.art.isPremium,
    createdAt: '2026-11-27T12:00:00.000Z',
    updatedAt: '2026-11-27T12:00:00.000Z',
    state: body.state,
    photos: [],
  };
}

function editor(options: EditorOptions = {}): Story['beforeEach'] {
  const { art = detail, role = 'free', save = 'ok', exportAnswer = 'ok' } = options;
  return ({ msw }) => {
    toastQueue.items = [];
    sent.saves = [];
    sent.exports = 0;
    msw.use(
      ...sessionHandlers(role),
      http.get('/api/arts/4', () => HttpResponse.json(art)),
      http.get('/api/church-profile', () => HttpResponse.json(filledChurchProfile)),
      http.post('/api/edits', async ({ request }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.saves.push({ method: 'POST', body });
        if (save === 'fail') {
          return HttpResponse.json(
            { message: 'Você já tem 200 artes salvas em Minhas artes.' },
            { status: 409 },
          );
        }
        return HttpResponse.json(editDetail(31, body), { status: 201 });
      }),
      http.put('/api/edits/:id', async ({ request, params }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.saves.push({ method: 'PUT', body });
        return HttpResponse.json(editDetail(Number(params.id), body));
      }),
      http.post('/api/edits/:id/export', () => {
        sent.exports += 1;
        return exportAnswer === 'limit'
          ? HttpResponse.json(
              { message: ENTITLEMENT_MESSAGES.downloadLimit(FREE_DOWNLOAD_LIMIT) },
              { status: 403 },
            )
          : HttpResponse.json({
              allowed: true,
              counted: true,
              downloadsUsed: 3,
              downloadLimit: FREE_DOWNLOAD_LIMIT,
            });
      }),
    );
  };
}

const meta = {
  title: 'Site/Editor/EditorPage',
  component: EditorRoute,
  decorators: [withSite],
  parameters: EDITOR_STORY_PARAMETERS,
} satisfies Meta<typeof EditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview's text layer of a slot (its lines joined). */
function layerText(canvasElement: HTMLElement, slot: string): string {
  const text = canvasElement.querySelector(
    `[data-testid="editor-preview"] text[data-slot="${slot}"]`,
  );
  return [...(text?.querySelectorAll('tspan') ?? [])].map((t) => t.textContent).join(' ');
}

export const PrefilledFromChurch: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Nome da igreja' });
    await expect(field).toHaveValue('Igreja Batista Esperança');
    await expect(field).toHaveAttribute('maxlength', String(SLOT_MAX_LENGTH.churchName));
    // The art's own title stays; the church's name and times are on the art.
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Conferência de Jovens',
    );
    await waitFor(() =>
      expect(layerText(canvasElement, 'churchName').toLowerCase()).toBe('igreja batista esperança'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Horário' })).not.toHaveValue('');
    await expect(canvas.getByRole('radio', { name: firstPalette.name })).toBeChecked();
    // A Stories art is not a print format: PNG only.
    await expect(canvas.getByRole('button', { name: 'Baixar PNG' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Baixar PDF' })).toBeNull();
  },
};

/**
 * A visit that starts on the editor gets its own page (editor.html, issue 20): a slim bar in
 * place of the site's header, with the brand (to the home) and the way back to the art.
 */
export const OnItsOwnPage: Story = {
  beforeEach: editor(),
  render: () => (
    <Route path="/artes/:id/editar">
      <EditorScreen />
    </Route>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Nome da igreja' });
    const bar = canvas.getByRole('banner');
    await expect(within(bar).getByRole('link', { name: 'Arte Gospel, início' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(within(bar).getByRole('link', { name: '← Voltar para a arte' })).toHaveAttribute(
      'href',
      '/artes/4',
    );
  },
};

export const TypingUpdatesThePreview: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Noite de Louvor');
    await waitFor(() => expect(layerText(canvasElement, 'title')).toBe('Noite de Louvor'));
  },
};

export const PaletteSwitch: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByTestId('editor-preview');
    const before = preview.innerHTML;
    await expect(before).not.toContain(secondPalette.background[0]);
    await userEvent.click(canvas.getByRole('radio', { name: secondPalette.name }));
    await expect(canvas.getByRole('radio', { name: secondPalette.name })).toBeChecked();
    await waitFor(() => expect(preview.innerHTML).toContain(secondPalette.background[0]));
  },
};

export const SaveSuccess: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toastQueue.items.map((t) => t.title)).toContain('Arte salva em Minhas artes'),
    );
    const [first] = sent.saves;
    await expect(first).toMatchObject({
      method: 'POST',
      body: {
        artId: 4,
        state: {
          artId: 4,
          templateId: template.id,
          sizeId: 'stories',
          paletteId: firstPalette.id,
          texts: { churchName: 'Igreja Batista Esperança', title: 'Conferência de Jovens' },
        },
      },
    });
    // Saving again updates the same edit.
    toastQueue.items = [];
    // The toast comes before the button reads 'Salvar' again (the save's state is drawn a
    // task later): wait for it, as EditorChurch's save() does.
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent.saves.map((s) => s.method)).toEqual(['POST', 'PUT']));
  },
};

export const SaveFailure: Story = {
  beforeEach: editor({ save: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toastQueue.items).toContainEqual(
        expect.objectContaining({
          title: 'Não foi possível salvar a arte',
          description: 'Você já tem 200 artes salvas em Minhas artes.',
          tone: 'destructive',
        }),
      ),
    );
  },
};

export const ExportRefusedFreeQuota: Story = {
  beforeEach: editor({ exportAnswer: 'limit' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Baixar PNG' }));
    // Saved first (an export is of a saved edit), then refused with the server's words.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(ENTITLEMENT_MESSAGES.downloadLimit(FREE_DOWNLOAD_LIMIT));
    await expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(sent.saves.map((s) => s.method)).toEqual(['POST']);
    await expect(sent.exports).toBe(1);
  },
};

export const PhoneBottomSheet: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Conferência de Jovens 4' });
    await waitFor(() =>
      expect(canvasElement.querySelector('main')).toHaveAttribute('data-layout', 'sheet'),
    );
    await waitFor(() => expect(getComputedStyle(panel).position).toBe('fixed'));
    const box = panel.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    // The art stays visible above the sheet.
    const preview = canvas.getByTestId('editor-preview').getBoundingClientRect();
    await expect(preview.height).toBeGreaterThan(0);
    await expect(preview.top).toBeLessThan(box.top);
  },
};

/** A PNG's width and height (its IHDR chunk). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export const ExportPng: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = catchDownload();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar PNG' }));
      const file = await download.file;
      await expect(file.name).toBe('conferencia-de-jovens-4.png');
      await expect([...file.bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe(
        'PNG',
      );
      // The file is the size's full pixel size, whatever the preview's size on screen.
      await expect(pngSize(file.bytes)).toEqual({ width: 1080, height: 1920 });
      await expect(sent.exports).toBe(1);
    } finally {
      download.stop();
    }
  },
};

export const ExportPdfPrintSize: Story = {
  beforeEach: editor({ art: idCardArt }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const download = catchDownload();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar PDF' }));
      const file = await download.file;
      await expect(file.name).toBe('conferencia-de-jovens-4.pdf');
      await expect(new TextDecoder('latin1').decode(file.bytes.slice(0, 5))).toBe('%PDF-');
      // One page of the card's millimetres (85.6 × 54 mm in points), the PNG filling it.
      const pdf = await PDFDocument.load(file.bytes);
      await expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0).getSize();
      await expect(page.width).toBeCloseTo(242.65, 1);
      await expect(page.height).toBeCloseTo(153.07, 1);
    } finally {
      download.stop();
    }
  },
};

export const VisitorSignsInAndComesBack: Story = {
  parameters: { route: '/artes/4/editar?edicao=31' },
  beforeEach: (context) => {
    const setUp = editor({ role: 'visitor' });
    if (typeof setUp === 'function') void setUp(context);
    context.msw.use(
      http.post('/api/login', () => HttpResponse.json(users.free)),
      http.get('/api/edits/31', () =>
        HttpResponse.json(
          editDetail(31, {
            state: {
              artId: 4,
              templateId: template.id,
              sizeId: 'stories',
              paletteId: secondPalette.id,
              texts: { churchName: 'Igreja da edição salva' },
              photos: {},
              logoUrl: null,
              pixPayload: null,
            },
          }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A visitor is sent to sign in…
    const form = within(await canvas.findByRole('form', { name: 'Entrar' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'igreja@exemplo.com.br');
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.click(form.getByRole('button', { name: 'Entrar' }));
    // …and back to the same edit, reopened as saved (no prefill over it).
    await expect(await canvas.findByRole('textbox', { name: 'Nome da igreja' })).toHaveValue(
      'Igreja da edição salva',
    );
    await expect(canvas.getByRole('radio', { name: secondPalette.name })).toBeChecked();
  },
};

/** An SVG drawn through an <img> (as the export draws it) on a 400 × 100 canvas. */
async function drawnPixels(svg: string): Promise<string> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 100;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return canvas.toDataURL();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const ExportDrawsTheTemplateFaces: Story = {
  beforeEach: editor(),
  play: async () => {
    // An SVG in an <img> sees no page font: the export carries its faces inside it.
    const face = FONT_FACES.find((f) => f.family === 'Great Vibes');
    if (!face) throw new Error('no Great Vibes');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text x="10" y="70" font-family="Great Vibes" font-size="60">Santa Ceia</text></svg>';
    const withoutFaces = await drawnPixels(svg);
    const withFaces = await drawnPixels(await svgWithEmbeddedFonts(svg, [face]));
    await expect(withFaces).not.toBe(withoutFaces);
  },
};

/** What the stubbed share sheet was handed, and whether it refuses for want of a fresh tap. */
const shared: { files: File[][]; refuseNext: boolean } = { files: [], refuseNext: false };

/**
 * A phone whose share sheet takes files; making the image outlasted the tap, so the first
 * share is refused (NotAllowedError, as Chrome and Safari do): the image waits for one more
 * tap, which hands it over.
 */
export const ShareAfterTheTapExpired: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: [
    () => {
      shared.files = [];
      shared.refuseNext = true;
      const nav = navigator as Navigator & { share?: unknown; canShare?: unknown };
      const own = { share: nav.share, canShare: nav.canShare };
      Object.defineProperty(nav, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(nav, 'share', {
        configurable: true,
        value: async (data: { files?: File[] }) => {
          if (shared.refuseNext) {
            shared.refuseNext = false;
            throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
          }
          shared.files.push(data.files ?? []);
        },
      });
      return () => {
        Object.defineProperty(nav, 'canShare', { configurable: true, value: own.canShare });
        Object.defineProperty(nav, 'share', { configurable: true, value: own.share });
      };
    },
    editor(),
  ] as Story['beforeEach'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Compartilhar' }));
    const again = await canvas.findByRole('button', { name: 'Imagem pronta: compartilhar' });
    await expect(shared.files).toEqual([]);
    await userEvent.click(again);
    await waitFor(() => expect(shared.files).toHaveLength(1));
    const [file] = shared.files[0] ?? [];
    await expect(file?.name).toBe('conferencia-de-jovens-4.png');
    await expect(file?.type).toBe('image/png');
    await expect(sent.exports).toBe(1);
    // Handed over: the button is 'Compartilhar' again.
    await canvas.findByRole('button', { name: 'Compartilhar' });
  },
};
