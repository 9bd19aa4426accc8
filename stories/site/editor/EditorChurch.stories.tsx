import {
  type ArtDetail,
  buildPixPayload,
  type ChurchProfile,
  churchPalette,
  type EditDetail,
  parsePixPayload,
  TEMPLATES,
} from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toastQueue } from '../../../site/src/lib/toast';
import { catalogueArtDetail } from '../../msw/fixtures/catalogue';
import { filledChurchProfile } from '../../msw/fixtures/church';
import { sessionHandlers } from '../../msw/handlers/session';
import { catchDownload } from '../support/catch-download';
import { pixelAt } from '../support/pixels';
import { withSite } from '../support/site-story';
import { EDITOR_STORY_PARAMETERS, EditorRoute } from './editor-story';

// Issue 20: the editor's part of 'Minha igreja': 'Cores' with 'Cores da igreja', the church
// logo on or off, and the PIX QR code of tithe envelopes and digital cards; what a save
// keeps and how a saved edit reopens. Art 4 is a Stories poster or a digital card.

const LOGO_URL = '/media/site/logo-igreja.svg';
/** A logo that is one red square: its middle is red wherever the art draws it. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#ff0000"/></svg>';

const poster = TEMPLATES.find((t) => t.kind === 'poster' && t.sizes.includes('stories'));
if (!poster) throw new Error('no poster template');

const posterArt: ArtDetail = catalogueArtDetail(4, {
  design: {
    templateId: poster.id,
    paletteId: poster.palettes[0]?.id as string,
    sizeId: 'stories',
    texts: { title: 'Conferência de Jovens', date: '7 de dezembro' },
  },
});

const cardArt: ArtDetail = catalogueArtDetail(4, {
  design: {
    templateId: 'cartao-igreja',
    paletteId: 'noite-dourada',
    sizeId: 'cartao-digital',
    texts: { title: 'Bem-vindo à nossa igreja' },
  },
});

const church: ChurchProfile = { ...filledChurchProfile, logoUrl: LOGO_URL };
const COLORS = { primary: '#1e3a8a', secondary: '#d4af37' };

interface Options {
  art?: ArtDetail;
  profile?: ChurchProfile;
  edit?: EditDetail['state'];
}

const sent: { saves: EditDetail['state'][] } = { saves: [] };

function editDetail(id: number, state: EditDetail['state']): EditDetail {
  return {
    id,
    name: 'Arte',
    artId: 4,
    artTitle: 'Arte',
    thumbnailUrl: posterArt.art.imageUrl,
    isPremium: false,
    createdAt: '2026-11-27T12:00:00.000Z',
    updatedAt: '2026-11-27T12:00:00.000Z',
    state,
    photos: [],
  };
}

function editor(options: Options = {}): Story['beforeEach'] {
  const { art = posterArt, profile = church, edit } = options;
  return ({ msw }) => {
    toastQueue.items = [];
    sent.saves = [];
    msw.use(
      ...sessionHandlers('free'),
      http.get('/api/arts/4', () => HttpResponse.json(art)),
      http.get('/api/church-profile', () => HttpResponse.json(profile)),
      http.get(
        LOGO_URL,
        () => new HttpResponse(LOGO_SVG, { headers: { 'content-type': 'image/svg+xml' } }),
      ),
      http.get('/api/edits/31', () => (edit ? HttpResponse.json(editDetail(31, edit)) : undefined)),
      http.post('/api/edits', async ({ request }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.saves.push(body.state);
        return HttpResponse.json(editDetail(31, body.state), { status: 201 });
      }),
      http.put('/api/edits/:id', async ({ request }) => {
        const body = (await request.json()) as { state: EditDetail['state'] };
        sent.saves.push(body.state);
        return HttpResponse.json(editDetail(31, body.state));
      }),
      http.post('/api/edits/:id/export', () =>
        HttpResponse.json({ allowed: true, counted: true, downloadsUsed: 1, downloadLimit: 5 }),
      ),
    );
  };
}

const meta = {
  title: 'Site/Editor/MinhaIgrejaNoEditor',
  component: EditorRoute,
  decorators: [withSite],
  parameters: EDITOR_STORY_PARAMETERS,
} satisfies Meta<typeof EditorRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-testid="editor-preview"]') as HTMLElement;
const logoImage = (canvasElement: HTMLElement) =>
  preview(canvasElement)?.querySelector('g#logo image') ?? null;

/**
 * Saves, and gives the state sent. A save made right after another waits for its answer: the
 * button reads 'Salvando...' until then (a loaded machine answered the first one late).
 */
async function save(canvasElement: HTMLElement) {
  const before = sent.saves.length;
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(sent.saves.length).toBe(before + 1));
  return sent.saves.at(-1) as EditDetail['state'];
}

export const CoresDaIgreja: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Cores' });
    const churchRadio = within(group).getByRole('radio', { name: 'Cores da igreja' });
    // The template's palettes, then the church's.
    await expect(within(group).getAllByRole('radio')).toHaveLength(poster.palettes.length + 1);
    await expect(churchRadio).not.toBeChecked();
    const palette = churchPalette(COLORS);
    await expect(preview(canvasElement).innerHTML).not.toContain(palette.background[1]);
    await userEvent.click(churchRadio);
    await expect(churchRadio).toBeChecked();
    // The art is drawn in the church's navy, its texts in the palette's ink.
    await waitFor(() => expect(preview(canvasElement).innerHTML).toContain(palette.background[1]));
    await expect(preview(canvasElement).innerHTML).toContain(`fill="${palette.ink}"`);
    const state = await save(canvasElement);
    await expect(state).toMatchObject({ paletteId: 'igreja', churchColors: COLORS });
  },
};

export const SemCoresDaIgreja: Story = {
  beforeEach: editor({ profile: { ...church, primaryColor: null, secondaryColor: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Cores' });
    await expect(within(group).queryByRole('radio', { name: 'Cores da igreja' })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Cadastre as cores em Minha igreja' }),
    ).toHaveAttribute('href', '/painel/perfil');
    const state = await save(canvasElement);
    await expect(state.churchColors ?? null).toBeNull();
  },
};

export const LogoLigadoEDesligado: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', {
      name: 'Mostrar o logo da igreja na arte',
    });
    // On by default when the church has a logo: drawn as a data: URL (the export's canvas).
    await expect(toggle).toBeChecked();
    await waitFor(() => expect(logoImage(canvasElement)).not.toBeNull());
    await expect(logoImage(canvasElement)?.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    await expect(logoImage(canvasElement)?.getAttribute('preserveAspectRatio')).toMatch(/meet$/);
    await expect((await save(canvasElement)).logoUrl).toBe(LOGO_URL);
    await userEvent.click(toggle);
    await waitFor(() => expect(logoImage(canvasElement)).toBeNull());
    await expect((await save(canvasElement)).logoUrl).toBeNull();
  },
};

export const SemLogo: Story = {
  beforeEach: editor({ profile: { ...church, logoUrl: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Enviar o logo' })).toHaveAttribute(
      'href',
      '/painel/perfil',
    );
    await expect(canvas.queryByRole('checkbox', { name: /logo/ })).toBeNull();
    await expect(logoImage(canvasElement)).toBeNull();
    // A poster has no PIX code.
    await expect(canvas.queryByRole('group', { name: 'QR Code PIX' })).toBeNull();
  },
};

export const CartaoDigitalComPix: Story = {
  beforeEach: editor({ art: cardArt }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Mostrar o QR Code PIX na arte' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByTestId('editor-pix-key')).toHaveTextContent(
      'Chave CPF: 529.982.247-25',
    );
    await waitFor(() =>
      expect(preview(canvasElement).querySelector('g#pix path#pix-qr')).not.toBeNull(),
    );
    const state = await save(canvasElement);
    const parsed = parsePixPayload(state.pixPayload ?? '');
    await expect(parsed.ok && parsed.payload).toMatchObject({
      key: '52998224725',
      merchantName: 'IGREJA BATISTA ESPERANCA',
      merchantCity: 'CAMPINAS',
    });
    await userEvent.click(toggle);
    await waitFor(() => expect(preview(canvasElement).querySelector('#pix-qr')).toBeNull());
    await expect((await save(canvasElement)).pixPayload).toBeNull();
  },
};

export const CartaoDigitalSemChavePix: Story = {
  beforeEach: editor({ art: cardArt, profile: { ...church, pixKey: null } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByTestId('editor-pix-missing');
    await expect(note).toHaveTextContent('Sua igreja ainda não tem chave PIX cadastrada.');
    await expect(within(note).getByRole('link', { name: 'Cadastrar a chave PIX' })).toHaveAttribute(
      'href',
      '/painel/perfil',
    );
    await expect(canvas.queryByRole('checkbox', { name: /QR Code/ })).toBeNull();
    await expect(preview(canvasElement).querySelector('#pix-qr')).toBeNull();
  },
};

const SAVED_PIX = buildPixPayload({
  key: '52998224725',
  merchantName: 'Igreja Batista Esperança',
  merchantCity: 'Campinas',
});
if (!SAVED_PIX.ok) throw new Error('payload');

/** Saved in yellow with the logo and the QR code; the church has since changed its colours. */
const savedCard: EditDetail['state'] = {
  artId: 4,
  templateId: 'cartao-igreja',
  sizeId: 'cartao-digital',
  paletteId: 'igreja',
  texts: { churchName: 'Igreja da edição salva', title: 'Bem-vindo' },
  photos: {},
  logoUrl: LOGO_URL,
  pixPayload: null,
  churchColors: { primary: '#ffd700', secondary: null },
};

export const EdicaoSalvaReabreIgual: Story = {
  parameters: { route: '/artes/4/editar?edicao=31' },
  beforeEach: async (context) => {
    const pix = SAVED_PIX;
    const setUp = editor({
      art: cardArt,
      profile: { ...church, primaryColor: '#0b5e57', secondaryColor: null, pixKey: null },
      edit: { ...savedCard, pixPayload: pix.ok ? pix.payload : null },
    });
    if (typeof setUp === 'function') await setUp(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Nome da igreja' })).toHaveValue(
      'Igreja da edição salva',
    );
    // The colours it was saved with, not the church's new ones.
    await expect(canvas.getByRole('radio', { name: 'Cores da igreja' })).toBeChecked();
    const yellow = churchPalette({ primary: '#ffd700', secondary: null });
    const html = () => preview(canvasElement).innerHTML;
    await expect(html()).toContain(yellow.background[2]);
    await expect(html()).not.toContain(
      churchPalette({ primary: '#0b5e57', secondary: null }).background[1],
    );
    // Logo and QR code as saved (the church has no PIX key any more: the saved code stays).
    await expect(
      canvas.getByRole('checkbox', { name: 'Mostrar o logo da igreja na arte' }),
    ).toBeChecked();
    await waitFor(() => expect(logoImage(canvasElement)).not.toBeNull());
    await expect(
      canvas.getByRole('checkbox', { name: 'Mostrar o QR Code PIX na arte' }),
    ).toBeChecked();
    await expect(canvas.getByTestId('editor-pix-key')).toHaveTextContent(
      'QR Code salvo nesta arte.',
    );
    await expect(preview(canvasElement).querySelector('#pix-qr')).not.toBeNull();
    // Saved again untouched: the same state.
    const state = await save(canvasElement);
    await expect(state).toMatchObject({
      paletteId: 'igreja',
      churchColors: { primary: '#ffd700', secondary: null },
      logoUrl: LOGO_URL,
    });
    await expect(state.pixPayload).toMatch(/^000201/);
  },
};

export const CamposDeUmaLinha: Story = {
  beforeEach: editor(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A name, a title, a date: one-line inputs.
    for (const name of ['Nome da igreja', 'Título', 'Data', 'Preletor']) {
      const field = await canvas.findByRole('textbox', { name });
      await expect(field.tagName, name).toBe('INPUT');
    }
    // A verse or an address: a textarea of 2 or 3 rows, not the form's 7 rem.
    for (const name of ['Subtítulo', 'Endereço', 'Versículo']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field.tagName, name).toBe('TEXTAREA');
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
      await expect(field.getBoundingClientRect().height, name).toBeLessThan(5.5 * rem);
    }
  },
};

export const ExportaOLogoNoPng: Story = {
  beforeEach: editor({ art: cardArt }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(logoImage(canvasElement)).not.toBeNull());
    const download = catchDownload();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar PNG' }));
      const png = (await download.file).blob;
      const bitmap = await createImageBitmap(png);
      await expect([bitmap.width, bitmap.height]).toEqual([1080, 1920]);
      // The empty round slot holds the logo: 40 % of the width wide, 8 % of the height down;
      // its middle is the red square's.
      const [r, g, b] = await pixelAt(png, 540, 1920 * 0.08 + 216);
      await expect([r, g, b]).toEqual([255, 0, 0]);
    } finally {
      download.stop();
    }
  },
};

const OLD_LOGO_URL = '/media/site/logo-igreja-antigo.webp';
const savedPoster: EditDetail['state'] = {
  artId: 4,
  templateId: poster.id,
  sizeId: 'stories',
  paletteId: poster.palettes[0]?.id as string,
  texts: { churchName: 'Igreja da edição salva' },
  photos: {},
  logoUrl: OLD_LOGO_URL,
  pixPayload: null,
};

/**
 * Saved with the church's old logo, which it has since replaced in Minha igreja (the old file
 * is gone: 404): the edit reopens with the current logo, not without one.
 */
export const LogoSalvoSubstituido: Story = {
  parameters: { route: '/artes/4/editar?edicao=31' },
  beforeEach: async (context) => {
    const setUp = editor({ edit: savedPoster });
    if (typeof setUp === 'function') await setUp(context);
    context.msw.use(
      http.get(OLD_LOGO_URL, () =>
        HttpResponse.json({ message: 'Arquivo não encontrado' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: 'Mostrar o logo da igreja na arte' }),
    ).toBeChecked();
    await waitFor(() => expect(logoImage(canvasElement)).not.toBeNull());
    // The current logo (the red square), read as a data: URL.
    await expect(logoImage(canvasElement)?.getAttribute('href')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.queryByText('Não foi possível carregar o logo da igreja.')).toBeNull();
    // A save keeps the logo that is drawn.
    await expect((await save(canvasElement)).logoUrl).toBe(LOGO_URL);
  },
};
