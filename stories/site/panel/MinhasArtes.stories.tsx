import { paths, type User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { PanelRoutes } from '../../../site/src/features/panel/components/panel-routes';
import { toastQueue } from '../../../site/src/lib/toast';
import { panelEdits } from '../../msw/fixtures/panel';
import { stats, users } from '../../msw/fixtures/users';
import { type PanelData, panelData, panelHandlers } from '../../msw/handlers/panel';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

// Issue 20: 'Minhas artes' (/painel/artes), the edits an account keeps to reopen in the
// online editor or delete; designers also see the arts they sign, under their own heading.
// The network is MSW (stories/msw/handlers/panel.ts): a delete shows in the next read.

const meta = {
  title: 'Site/Painel/MinhasArtes',
  component: PanelRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/painel/artes' },
} satisfies Meta<typeof PanelRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIGNED_ARTS = 'Artes publicadas com a sua assinatura';

const designerUser: User = {
  ...users.free,
  id: 31,
  name: 'Rafael Moreira',
  username: 'rafaelmoreira',
  nivelacesso: 'designer',
};

/** A free account (or the designer) whose panel data is `data`, then `extra` handlers. */
function signedIn(
  data: PanelData,
  { designer = false, extra = [] }: { designer?: boolean; extra?: RequestHandler[] } = {},
): Story['beforeEach'] {
  return ({ msw }) => {
    toastQueue.items.splice(0);
    const session = designer
      ? [
          http.get('/api/user', () => HttpResponse.json(designerUser)),
          http.get('/api/users/stats', () => HttpResponse.json(stats.active)),
        ]
      : sessionHandlers('free');
    // The first handler that matches answers: the story's own before the panel's.
    msw.use(...extra, ...session, ...panelHandlers(data, designer ? designerUser : users.free));
  };
}

const withEdits = (edits = panelEdits) => ({ ...panelData.active(), edits: [...edits] });

async function editList(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('list', { name: 'Minhas artes' });
}

/** The card of the edit named `name`. */
async function card(canvasElement: HTMLElement, name: string) {
  const list = within(await editList(canvasElement));
  const item = list.getByText(name).closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return within(item);
}

export const Vazia: Story = {
  beforeEach: signedIn(panelData.empty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Minhas artes' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma arte editada ainda' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/toque em 'Editar online': a sua edição fica guardada aqui/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar artes' })).toHaveAttribute(
      'href',
      paths.arts.href(),
    );
    await expect(canvas.queryByRole('list', { name: 'Minhas artes' })).toBeNull();
    // Not a designer: no signed arts.
    await expect(canvas.queryByRole('heading', { name: SIGNED_ARTS })).toBeNull();
  },
};

export const Lista: Story = {
  beforeEach: signedIn(withEdits()),
  play: async ({ canvasElement }) => {
    const list = within(await editList(canvasElement));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Last changed first, as the API answers.
    await expect(items[0]).toHaveTextContent('Santa Ceia — junho');
    await expect(items[2]).toHaveTextContent('Aniversário da igreja');

    const first = await card(canvasElement, 'Santa Ceia — junho');
    await expect(first.getByText('Editada em 14 de junho de 2026')).toBeVisible();
    await expect(first.getByText('Arte: Santa Ceia')).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'Abrir no editor: Santa Ceia — junho' }),
    ).toHaveAttribute('href', paths.artEditor.href(503, 7003));
    await expect(first.getByRole('button', { name: 'Excluir Santa Ceia — junho' })).toBeVisible();
    // The thumbnail is the original art's, beside the edit's name (decorative).
    const thumbnail = items[0]?.querySelector('img');
    await expect(thumbnail).toHaveAttribute('src', panelEdits[0]?.thumbnailUrl);
    await expect(thumbnail).toHaveAttribute('alt', '');

    const second = await card(canvasElement, 'Conferência de Jovens 2026');
    await expect(second.getByText('Editada em 2 de junho de 2026')).toBeVisible();
    await expect(second.getByText('Premium')).toBeVisible();
    // Named as its art: the art's title is not repeated.
    await expect(second.queryByText(/^Arte:/)).toBeNull();
    await expect(
      second.getByRole('link', { name: 'Abrir no editor: Conferência de Jovens 2026' }),
    ).toHaveAttribute('href', paths.artEditor.href(502, 7002));
    await expect(within(canvasElement).queryByRole('heading', { name: SIGNED_ARTS })).toBeNull();
  },
};

/** The art was removed from the catalogue: the edit says so and can only be deleted. */
export const ArteOriginalRemovida: Story = {
  beforeEach: signedIn(withEdits(panelEdits.filter((edit) => edit.artId === null))),
  play: async ({ canvasElement }) => {
    const list = within(await editList(canvasElement));
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    const gone = await card(canvasElement, 'Aniversário da igreja');
    await expect(gone.getByText('A arte original foi removida')).toBeVisible();
    await expect(gone.getByText('Editada em 20 de maio de 2026')).toBeVisible();
    await expect(gone.queryByRole('link')).toBeNull();
    await expect(gone.queryByRole('img')).toBeNull();
    await userEvent.click(gone.getByRole('button', { name: 'Excluir Aniversário da igreja' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Excluir “Aniversário da igreja”?' }),
    );
    await expect(
      confirm.getByText(/saem de Minhas artes\. Não é possível desfazer\./),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir arte' }));
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Nenhuma arte editada ainda' }),
    ).toBeVisible();
  },
};

/** 'Excluir' asks first: Cancelar keeps the edit, 'Excluir arte' deletes it and says so. */
export const Excluir: Story = {
  beforeEach: signedIn(withEdits()),
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, 'Santa Ceia — junho');
    const trigger = first.getByRole('button', { name: 'Excluir Santa Ceia — junho' });
    await userEvent.click(trigger);
    let confirm = within(
      await screen.findByRole('alertdialog', { name: 'Excluir “Santa Ceia — junho”?' }),
    );
    await expect(confirm.getByText(/a arte original continua no catálogo/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(await editList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(trigger);
    confirm = within(
      await screen.findByRole('alertdialog', { name: 'Excluir “Santa Ceia — junho”?' }),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir arte' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const list = within(await editList(canvasElement));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
    await expect(list.queryByText('Santa Ceia — junho')).toBeNull();
    await expect(toastQueue.items.map((t) => t.title)).toContain('Arte excluída de Minhas artes');
  },
};

/** A refused delete keeps the edit and the dialog, and says why. */
export const ExcluirFalha: Story = {
  beforeEach: signedIn(withEdits(), {
    extra: [
      http.delete('/api/edits/:id', () =>
        HttpResponse.json(
          { message: 'Erro interno do servidor. Tente novamente.' },
          { status: 500 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, 'Santa Ceia — junho');
    await userEvent.click(first.getByRole('button', { name: 'Excluir Santa Ceia — junho' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir arte' }));
    await waitFor(() =>
      expect(toastQueue.items).toContainEqual(
        expect.objectContaining({
          title: 'Não foi possível excluir',
          description: 'Erro interno do servidor. Tente novamente.',
        }),
      ),
    );
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    // The toast comes before the failed deletion's state is drawn (a task later).
    await waitFor(() =>
      expect(confirm.getByRole('button', { name: 'Excluir arte' })).toBeEnabled(),
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Cancelar' }));
    await expect(within(await editList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The list fails to load: the server's message and a retry, which loads it. */
export const Erro: Story = {
  beforeEach: signedIn(withEdits(), {
    extra: [
      http.get(
        '/api/edits',
        () =>
          HttpResponse.json(
            { message: 'Erro interno do servidor. Tente novamente.' },
            { status: 500 },
          ),
        { once: true },
      ),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar suas artes editadas');
    await expect(alert).toHaveTextContent('Erro interno do servidor. Tente novamente.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(within(await editList(canvasElement)).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Carregando: Story = {
  beforeEach: signedIn(withEdits(), {
    extra: [
      http.get('/api/edits', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Announced once for the placeholders (SkeletonGroup's status).
    const status = await canvas.findByText('Carregando suas artes editadas');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minhas artes' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Minhas artes' })).toBeNull();
  },
};

/** A designer: the saved edits, then the arts they sign under their own heading. */
export const Designer: Story = {
  beforeEach: signedIn(withEdits(), { designer: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edits = await editList(canvasElement);
    await expect(within(edits).getAllByRole('listitem')).toHaveLength(3);
    const heading = await canvas.findByRole('heading', { level: 2, name: SIGNED_ARTS });
    const signed = await canvas.findByRole('list', { name: SIGNED_ARTS });
    await expect(within(signed).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(signed).getByRole('link', { name: 'Culto de Celebração' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/artes\/501-/),
    );
    // The edits come first, the signed arts below them.
    await expect(
      edits.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** A designer with nothing yet: both sections say so. */
export const DesignerVazio: Story = {
  beforeEach: signedIn(panelData.empty(), { designer: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhuma arte editada ainda' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Nenhuma arte publicada ainda')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: SIGNED_ARTS })).toBeVisible();
  },
};

/** At 390 px: one card a row, nothing wider than the phone. */
export const Celular390: Story = {
  beforeEach: signedIn(withEdits(), { designer: true }),
  play: async ({ canvasElement }) => {
    await page.viewport(390, 844);
    try {
      const list = await editList(canvasElement);
      const [first, second] = within(list).getAllByRole('listitem');
      if (!first || !second) throw new Error('Expected two cards');
      await waitFor(() =>
        expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
          first.getBoundingClientRect().bottom,
        ),
      );
      await expect(first.getBoundingClientRect().width).toBeCloseTo(
        list.getBoundingClientRect().width,
        0,
      );
      await within(canvasElement).findByRole('list', { name: SIGNED_ARTS });
      await expect(
        within(first).getByRole('link', { name: 'Abrir no editor: Santa Ceia — junho' }),
      ).toBeVisible();
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    } finally {
      await page.viewport(1280, 800);
    }
  },
};
