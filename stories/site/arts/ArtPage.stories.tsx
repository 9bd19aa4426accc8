import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { ArtPage } from '../../../site/src/features/arts/components/art-page';
import { toastQueue } from '../../../site/src/lib/toast';
import { catalogueArtDetail } from '../../msw/fixtures/catalogue';
import type { UserRole } from '../../msw/fixtures/users';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { type LibraryOptions, libraryHandlers } from '../../msw/handlers/library';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

// Art 4 is free ("Conferência de Jovens 4"), art 3 premium ("Batismo nas Águas 3").
function Page() {
  return (
    <Route path="/artes/:identifier">
      <ArtPage />
    </Route>
  );
}

const meta = {
  title: 'Site/Artes/ArtPage',
  component: Page,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/artes/4-conferencia-de-jovens-4' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(role: UserRole, options: Partial<LibraryOptions> = {}): Story['beforeEach'] {
  return ({ msw }) => {
    toastQueue.items = [];
    msw.use(
      ...sessionHandlers(role),
      ...libraryHandlers({ role, ...options }),
      ...catalogueHandlers(),
    );
  };
}

/**
 * Keeps the page in place while a story clicks a download or an editor link: the clicks are
 * recorded (href, download, target, rel) and their default (a file, a new tab) prevented.
 */
function catchNavigation() {
  const clicks: { href: string; download: boolean; target: string; rel: string }[] = [];
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !(link.hasAttribute('download') || link.target === '_blank')) return;
    clicks.push({
      href: link.getAttribute('href') ?? '',
      download: link.hasAttribute('download'),
      target: link.target,
      rel: link.rel,
    });
    event.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  return { clicks, stop: () => document.removeEventListener('click', onClick, true) };
}

export const VisitorFreeArt: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Conferência de Jovens 4' }),
    ).toBeVisible();
    // The tab and a shared link read the art's own title (issue 18).
    await waitFor(() => expect(document.title).toBe('Conferência de Jovens 4 — Arte Gospel'));
    const info = within(canvas.getByRole('region', { name: 'Conferência de Jovens 4' }));
    await expect(info.getByText('Grátis')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Culto da Família' })).toHaveAttribute(
      'href',
      '/categorias/culto-da-familia',
    );
    await expect(canvas.getByRole('link', { name: 'Rafael Moreira' })).toHaveAttribute(
      'href',
      '/designers/rafaelmoreira',
    );
    await expect(canvas.getByRole('heading', { name: 'Outros formatos' })).toBeVisible();
    // The other formats lead to every kit too.
    await expect(canvas.getByRole('link', { name: 'Ver todas as coleções' })).toHaveAttribute(
      'href',
      '/collections',
    );
    await expect(canvas.getByRole('heading', { name: 'Artes relacionadas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar arquivos' }));
    // A visitor is sent to log in, with a clear message.
    await waitFor(() =>
      expect(toastQueue.items.map((t) => t.title)).toContain('Entre para baixar esta arte'),
    );
  },
};

export const FreeUserPremiumArt: Story = {
  parameters: { route: '/artes/3-batismo-nas-aguas-3' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Arte exclusiva Premium');
    await expect(within(alert).getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
  },
};

export const FreeUserDownloads: Story = {
  beforeEach: as('free', { downloadsUsed: 4 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = catchNavigation();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
      const status = await canvas.findByRole('status');
      await expect(status).toHaveTextContent('Download iniciado');
      await expect(status).toHaveTextContent('Downloads deste mês: 5/10');
      await expect(status).not.toHaveTextContent('baixar de novo não usa');
      // The ZIP's download started at once, through the site's own address.
      await waitFor(() =>
        expect(navigation.clicks[0]).toEqual({
          href: '/api/arts/4/files/arte-gospel-conferencia-de-jovens-4-4.zip',
          download: true,
          target: '',
          rel: 'noopener',
        }),
      );
      // No edit link for this art: no editor button at all.
      await expect(within(status).queryByRole('link', { name: /Canva|Drive|editor/ })).toBeNull();
      await expect(
        within(status).getByRole('link', { name: 'O download não começou? Baixe o ZIP aqui' }),
      ).toHaveAttribute('href', '/api/arts/4/files/arte-gospel-conferencia-de-jovens-4-4.zip');
      await expect(toastQueue.items.map((t) => t.title)).toContain('Download iniciado');
    } finally {
      navigation.stop();
    }
  },
};

export const RedownloadThisMonth: Story = {
  beforeEach: as('free', { downloadsUsed: 10, downloadedArts: [4] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = catchNavigation();
    try {
      // At the limit, the same art again is still given, and not counted.
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
      const status = await canvas.findByRole('status');
      await expect(status).toHaveTextContent('Download iniciado');
      await expect(status).toHaveTextContent(
        'Você já baixou esta arte este mês: baixar de novo não usa seus downloads do mês.',
      );
      await expect(status).toHaveTextContent('Downloads deste mês: 10/10');
      await waitFor(() => expect(navigation.clicks).toHaveLength(1));
    } finally {
      navigation.stop();
    }
  },
};

export const EditInCanva: Story = {
  beforeEach: as('free', {
    editUrl: (id) => (id === 4 ? 'https://www.canva.com/design/DAGx7Lm2Q/edit' : null),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = catchNavigation();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
      const status = await canvas.findByRole('status');
      const edit = await within(status).findByRole('link', { name: 'Editar no Canva' });
      await expect(edit).toHaveAttribute('href', 'https://www.canva.com/design/DAGx7Lm2Q/edit');
      await expect(edit).toHaveAttribute('target', '_blank');
      await expect(edit.getAttribute('rel')).toContain('noopener');
      await expect(status).not.toHaveTextContent('Editor aberto');
      await userEvent.click(edit);
      await expect(status).toHaveTextContent('Editor aberto');
      await expect(navigation.clicks.map((click) => click.href)).toContain(
        'https://www.canva.com/design/DAGx7Lm2Q/edit',
      );
      await expect(toastQueue.items.map((t) => t.title)).toContain('Editor aberto');
    } finally {
      navigation.stop();
    }
  },
};

export const EditInGoogleDrive: Story = {
  beforeEach: as('premium', {
    editUrl: () => 'https://drive.google.com/drive/folders/1Qw3ErTy',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = catchNavigation();
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
      const status = await canvas.findByRole('status');
      await expect(
        await within(status).findByRole('link', { name: 'Abrir no Google Drive' }),
      ).toHaveAttribute('href', 'https://drive.google.com/drive/folders/1Qw3ErTy');
    } finally {
      navigation.stop();
    }
  },
};

export const FreeUserAtLimit: Story = {
  beforeEach: as('free', { downloadsUsed: 10 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Baixar arquivos' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Você atingiu o limite de 10 downloads gratuitos deste mês. Assine o Premium para downloads ilimitados.',
    );
    await expect(within(alert).getByRole('link', { name: 'Ver planos' })).toBeVisible();
  },
};

export const SubscriberPremiumArt: Story = {
  parameters: { route: '/artes/3-batismo-nas-aguas-3' },
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = within(await canvas.findByRole('region', { name: 'Batismo nas Águas 3' }));
    await expect(info.getByText('Premium')).toBeVisible();
    const navigation = catchNavigation();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar arquivos' }));
      const status = await canvas.findByRole('status');
      await expect(status).toHaveTextContent('Download iniciado');
      await expect(status).not.toHaveTextContent('/10');
    } finally {
      navigation.stop();
    }
  },
};

export const FavouriteSaveFollow: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Favoritar' }));
    await expect(
      await canvas.findByRole('button', { name: 'Remover das favoritas' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('button', { name: 'Remover das salvas' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Seguir' }));
    await expect(await canvas.findByRole('button', { name: 'Deixar de seguir' })).toBeVisible();
  },
};

export const Share: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const share = navigator.share;
    const written: string[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    const clipboard = navigator.clipboard;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Compartilhar' }));
      await waitFor(() => expect(written[0]).toMatch(/\/artes\/4-conferencia-de-jovens-4$/));
      await expect(toastQueue.items.map((t) => t.title)).toContain('Link copiado!');
    } finally {
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    }
  },
};

export const ShareOnWhatsApp: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Compartilhar no WhatsApp' });
    // WhatsApp's share address with the title and the art's canonical link as the message;
    // a new tab that cannot reach back to this page.
    const href = new URL(link.getAttribute('href') ?? '');
    await expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    await expect(href.searchParams.get('text')).toBe(
      `Conferência de Jovens 4\n${window.location.origin}/artes/4-conferencia-de-jovens-4`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const NotFound: Story = {
  parameters: { route: '/artes/99999-nao-existe' },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Design não encontrado' }),
    ).toBeVisible();
    await expect(document.title).toBe('Design não encontrado — Arte Gospel');
    await expect(canvas.getByText('404')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando arte...' }),
    ).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts/:id', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Serviço indisponível');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('free', { detail: (id) => catalogueArtDetail(id, { otherFormats: [] }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Baixar arquivos' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Outros formatos' })).toBeNull();
  },
};

/** Issue 20: an art drawn from a template opens in the online editor; an uploaded one has no button. */
export const EditOnline: Story = {
  beforeEach: (context) => {
    const signIn = as('free');
    if (typeof signIn === 'function') void signIn(context);
    context.msw.use(
      http.get('/api/arts/4', () =>
        HttpResponse.json(
          catalogueArtDetail(4, {
            design: {
              templateId: 'luz-do-mundo',
              paletteId: 'noite-dourada',
              sizeId: 'stories',
              texts: { title: 'Conferência de Jovens' },
            },
          }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Editar online' })).toHaveAttribute(
      'href',
      '/artes/4/editar',
    );
  },
};

export const UploadedArtHasNoEditor: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Baixar arquivos' });
    await expect(canvas.queryByRole('link', { name: 'Editar online' })).toBeNull();
  },
};
