import {
  type ArtDetail,
  type EditDetail,
  ENTITLEMENT_MESSAGES,
  FREE_DOWNLOAD_LIMIT,
  SLOT_MAX_LENGTH,
  TEMPLATES,
} from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { EditorPage } from '../../../site/src/features/editor/components/editor-page';
import { toastQueue } from '../../../site/src/lib/toast';
import { catalogueArtDetail } from '../../msw/fixtures/catalogue';
import { filledChurchProfile } from '../../msw/fixtures/church';
import type { UserRole } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

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

function Page() {
  return (
    <Route path="/artes/:id/editar">
      <EditorPage />
    </Route>
  );
}

interface EditorOptions {
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
  const { role = 'free', save = 'ok', exportAnswer = 'ok' } = options;
  return ({ msw }) => {
    toastQueue.items = [];
    sent.saves = [];
    sent.exports = 0;
    msw.use(
      ...sessionHandlers(role),
      http.get('/api/arts/4', () => HttpResponse.json(detail)),
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
  component: Page,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/artes/4/editar' },
} satisfies Meta<typeof Page>;

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
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
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
