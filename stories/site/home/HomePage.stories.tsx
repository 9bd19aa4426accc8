import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomePage } from '../../../site/src/features/home/components/home-page';
import { catalogueDownloads } from '../../msw/fixtures/catalogue';
import type { UserRole } from '../../msw/fixtures/users';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { commerceHandlers } from '../../msw/handlers/commerce';
import { libraryHandlers } from '../../msw/handlers/library';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

const meta = {
  title: 'Site/Home/HomePage',
  component: HomePage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/' },
  // A day whose season (Natal) these fixtures have no category for: no season highlight
  // here (SeasonHighlight.stories has it).
  args: { now: new Date('2026-12-01T12:00:00Z') },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(role: UserRole, downloads = catalogueDownloads): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      ...sessionHandlers(role),
      ...libraryHandlers({ role, downloads }),
      ...catalogueHandlers(),
      ...commerceHandlers(),
    );
  };
}

const gallery = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Designs Profissionais' }));

export const Visitor: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Categorias em destaque' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Designs Profissionais' })).toBeVisible();
    const chips = gallery(canvasElement).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'Todos',
      'Agendas',
      'Ano Novo',
      'Batismo',
      'Culto de Ceia',
      'Culto da Família',
      'Culto de Jovens',
      'Eventos',
      'Ensino',
      'Culto Infantil',
      'Culto de Mulheres',
    ]);
    await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    // Visitors get the sales sections (catalogue §2): pitch, testimonials, home pricing, CTA.
    const pricing = await canvas.findByRole('region', { name: 'Escolha o seu plano' });
    // The plans page's figures (issue 15): R$ 97 a year, from R$ 564, 83% off.
    await expect(within(pricing).getByText('R$ 97,00')).toBeVisible();
    await expect(within(pricing).getByText('R$ 564,00')).toBeVisible();
    await expect(within(pricing).getByText('Economize 83%')).toBeVisible();
    await expect(within(pricing).getByText('Garantia de 7 dias', { exact: false })).toBeVisible();
    await expect(within(pricing).getByText('ou 12x de R$ 10,03')).toBeVisible();
    await canvas.findByText('Pr. Marcos Oliveira');
    await expect(canvas.getByRole('img', { name: 'Nota 4,5 de 5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver demonstração' })).toHaveAttribute(
      'href',
      '#galeria',
    );
    await expect(canvas.queryByText('Filtrado por categoria')).toBeNull();
    // Logged-out visitors: no recent designs and no trending strip.
    await expect(canvas.queryByRole('heading', { name: 'Seus designs recentes' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Top 6 - Artes em Alta' })).toBeNull();
    await expect(
      gallery(canvasElement).getByRole('link', { name: 'Ver todas as artes' }),
    ).toHaveAttribute('href', '/artes');
  },
};

export const ChipFilters: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Designs Profissionais' });
    await userEvent.click(gallery(canvasElement).getByRole('button', { name: 'Batismo' }));
    await expect(await canvas.findByText('Filtrado por categoria')).toBeVisible();
    await expect(gallery(canvasElement).getByRole('button', { name: 'Batismo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(gallery(canvasElement).getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(canvas.queryByText('Filtrado por categoria')).toBeNull());
  },
};

export const FromCategoryParam: Story = {
  parameters: { route: '/?category=3' },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Filtrado por categoria')).toBeVisible();
    await expect(
      await gallery(canvasElement).findByRole('button', { name: 'Batismo' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The featured mosaic of the chosen category wears 'Selecionado'.
    const row = await canvas.findByTestId('featured-categories');
    await waitFor(() =>
      expect(row.querySelector('a[href="/categorias/batismo"]')).toHaveTextContent('Selecionado'),
    );
    await expect(row.querySelectorAll('a[data-selected="true"]')).toHaveLength(1);
  },
};

export const FreeUserWithDownloads: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    const recent = within(await canvas.findByRole('region', { name: 'Seus designs recentes' }));
    // The newest 6 downloads, with their relative edit time.
    await waitFor(() => expect(recent.getAllByRole('listitem')).toHaveLength(6));
    await expect(recent.getByText('Editado há 1 hora')).toBeVisible();
    // A video art shows its still poster, never the video file as a broken image.
    const sources = [...canvasElement.querySelectorAll('[aria-labelledby="recent-title"] img')].map(
      (img) => img.getAttribute('src') ?? '',
    );
    await expect(sources).toContain('/media/arts/thumbnails/2.webp?quality=90');
    await expect(sources.filter((src) => /\.(mp4|webm)/.test(src))).toEqual([]);
    await expect(recent.getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      '/painel/downloads',
    );
    const trending = within(await canvas.findByRole('region', { name: 'Top 6 - Artes em Alta' }));
    await waitFor(() => expect(trending.getAllByText('Em Alta')).toHaveLength(6));
  },
};

export const FreeUserWithoutDownloads: Story = {
  beforeEach: as('free', []),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Top 6 - Artes em Alta' });
    await expect(canvas.queryByRole('region', { name: 'Seus designs recentes' })).toBeNull();
  },
};

export const Subscriber: Story = {
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Top 6 - Artes em Alta' });
    // 'Acesso Rápido' with its 8 tiles instead of the sales sections (catalogue §2, §6).
    const quick = await canvas.findByRole('navigation', { name: 'Atalhos' });
    await expect(within(quick).getAllByRole('link')).toHaveLength(8);
    await expect(canvas.queryByRole('region', { name: 'Escolha o seu plano' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueLoading(), ...commerceHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('masonry-skeleton')).toHaveLength(25);
    // The featured strip: square skeletons under one status, no 'Em breve' tile.
    const strip = canvas.getByTestId('featured-categories-loading');
    await expect(strip.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    await expect(within(strip).getByRole('status')).toHaveTextContent('Carregando categorias...');
    await expect(within(strip).queryByText('Em breve')).toBeNull();
  },
};

function catalogueLoading() {
  return ['/api/categories', '/api/categories/overview', '/api/arts'].map((path) =>
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

export const Empty: Story = {
  parameters: { route: '/?category=12' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers([]), ...commerceHandlers());
  },
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum design encontrado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(canvas.queryByText('Filtrado por categoria')).toBeNull());
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
      ...catalogueHandlers(),
      ...commerceHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    // Two retries one second apart before the error shows (catalogue §8).
    const alert = await within(canvasElement).findByText('Erro ao carregar artes', undefined, {
      timeout: 5000,
    });
    await expect(alert).toBeVisible();
  },
};

export const HeroSearchEvents: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    const events: string[] = [];
    const record = (event: Event) => events.push(event.type);
    window.addEventListener('header-search:show', record);
    window.addEventListener('header-search:hide', record);
    try {
      await expect(canvas.getByRole('searchbox', { name: 'Buscar artes' })).toBeVisible();
      await canvas.findByRole('list', { name: 'Designs Profissionais' });
      window.scrollTo(0, 2000);
      await waitFor(() => expect(events).toContain('header-search:show'));
      window.scrollTo(0, 0);
      await waitFor(() => expect(events.at(-1)).toBe('header-search:hide'));
    } finally {
      window.removeEventListener('header-search:show', record);
      window.removeEventListener('header-search:hide', record);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    // The page's first requests answered (the gallery, the home's sections).
    await settled();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Seus designs recentes' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Designs Profissionais' })).toBeVisible();
  },
};
