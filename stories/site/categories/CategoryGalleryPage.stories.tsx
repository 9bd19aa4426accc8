import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { CategoryGalleryPage } from '../../../site/src/features/categories/components/category-gallery-page';
import { catalogueArt, catalogueCategories } from '../../msw/fixtures/catalogue';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { heldResponse } from '../../msw/held-response';
import { withSite } from '../support/site-story';

function Page() {
  return (
    <Route path="/categorias/:slug">
      <CategoryGalleryPage />
    </Route>
  );
}

const meta = {
  title: 'Site/Categorias/CategoryGalleryPage',
  component: Page,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/categorias/batismo' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

// 250 arts of Batismo (id 3): pages of 100, so 'Carregar mais artes' shows after the first.
const batismo = Array.from({ length: 250 }, (_, i) =>
  catalogueArt(1000 + i, { categoryId: 3, categoryName: 'Batismo', isPremium: i % 4 === 0 }),
);

/** The paths of the statistics calls the story's page made. */
const statsCalls: string[] = [];

export const Success: Story = {
  beforeEach({ msw }) {
    statsCalls.length = 0;
    msw.use(
      ...sessionHandlers('visitor'),
      // The server counts the whole category: numbers no sum over the 100 loaded arts gives.
      http.get('/api/categories/:slug/stats', ({ request }) => {
        statsCalls.push(new URL(request.url).pathname);
        return HttpResponse.json({
          categoryId: 3,
          totalArts: 250,
          premiumArts: 63,
          freeArts: 187,
          views: 1234567,
          formats: [
            { id: 1, name: 'Cartaz' },
            { id: 2, name: 'Stories' },
          ],
          addedAt: '2024-03-05T12:00:00.000Z',
          updatedAt: '2026-11-20T12:00:00.000Z',
        });
      }),
      ...catalogueHandlers(batismo),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Batismo' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha' }));
    await expect(trail.getByRole('link', { name: 'Categorias' })).toHaveAttribute(
      'href',
      '/categorias',
    );
    await expect(await canvas.findByRole('list', { name: 'Artes de Batismo' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Carregar mais artes' })).toBeVisible();
    // The statistics are read only once the details open.
    await expect(statsCalls).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalhes' }));
    await expect(canvas.getByRole('heading', { name: 'Sobre esta categoria' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ocultar detalhes' })).toBeVisible();
    const value = (label: string) => canvas.getByText(label).nextSibling;
    await waitFor(() => expect(value('Total de artes')).toHaveTextContent('250'));
    await expect(value('Artes premium')).toHaveTextContent('63');
    await expect(value('Artes grátis')).toHaveTextContent('187');
    await expect(value('Visualizações')).toHaveTextContent('1.234.567');
    await expect(value('Formatos disponíveis')).toHaveTextContent('2 (Cartaz, Stories)');
    await expect(value('Adicionada em')).toHaveTextContent('5 de março de 2024');
    await expect(value('Atualizada em')).toHaveTextContent('20 de novembro de 2026');
    await expect(statsCalls).toEqual(['/api/categories/batismo/stats']);
  },
};

const secondPage = heldResponse();

export const LoadMore: Story = {
  beforeEach({ msw }) {
    secondPage.reset();
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await secondPage.wait();
        return undefined;
      }),
      ...catalogueHandlers(batismo),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Carregar mais artes' }));
    await expect(await canvas.findByText('Carregando mais artes...')).toBeVisible();
    secondPage.release();
    await waitFor(() => expect(canvas.queryByText('Carregando mais artes...')).toBeNull());
  },
};

export const ChipsAndClear: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers(batismo));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Artes de Batismo' });
    await expect(
      canvas.getAllByRole('button', { pressed: false }).map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Mais populares', 'Recentes', 'Premium', 'Grátis']));
    await expect(canvas.queryByRole('button', { name: 'Limpar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Premium' }));
    await expect(canvas.getByRole('button', { name: 'Premium' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar' }));
    await expect(canvas.getByRole('button', { name: 'Todas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Formato' })).toHaveTextContent(
      'Todos os formatos',
    );
  },
};

export const EmptyUnfiltered: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma arte encontrada')).toBeVisible();
    await expect(
      canvas.getByText('Esta categoria ainda não tem artes publicadas. Volte em breve!'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voltar para a página inicial' }),
    ).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

export const EmptyFiltered: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(batismo.filter((a) => !a.isPremium)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Artes de Batismo' });
    await userEvent.click(canvas.getByRole('button', { name: 'Premium' }));
    await expect(await canvas.findByText('Nenhuma arte encontrada')).toBeVisible();
    await expect(
      canvas.getByText('Tente remover alguns filtros ou buscar por outro termo.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(await canvas.findByRole('list', { name: 'Artes de Batismo' })).toBeVisible();
  },
};

export const SlugFallback: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categorias/slug/:slug', () =>
        HttpResponse.json({ message: 'Categoria não encontrada' }, { status: 404 }),
      ),
      ...catalogueHandlers(batismo),
    );
  },
  play: async ({ canvasElement }) => {
    // The 404 falls back to the full list, matched by slug.
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Batismo' }),
    ).toBeVisible();
  },
};

export const PremiumCategory: Story = {
  parameters: { route: '/categorias/certificados' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Certificados' });
    await expect(catalogueCategories[10]?.isPremium).toBe(true);
    await expect(canvas.getAllByText('Premium')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Batismo' });
    await expect(canvas.getAllByTestId('masonry-skeleton').length).toBeGreaterThan(0);
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/arts', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent(
      'Ocorreu um erro ao carregar os dados. Por favor, tente novamente mais tarde.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...catalogueHandlers(batismo));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two columns below 768 px.
    await expect(await canvas.findByRole('list', { name: 'Artes de Batismo' })).toHaveAttribute(
      'data-columns',
      '2',
    );
    await expect(canvas.getByRole('button', { name: 'Ver detalhes' })).toBeVisible();
  },
};

// catalogue §3: a category staff creates with a special slug gets its colour theme.
const lancamentosCategory = {
  ...catalogueCategories[0]!,
  id: 77,
  name: 'Lançamentos',
  slug: 'lancamentos',
  description: 'As artes mais novas da biblioteca.',
  artCount: 12,
};
const lancamentos = Array.from({ length: 12 }, (_, i) =>
  catalogueArt(3000 + i, { categoryId: 77, categoryName: 'Lançamentos' }),
);

export const ThemedCategory: Story = {
  parameters: { route: '/categorias/lancamentos' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/categorias/slug/lancamentos', () => HttpResponse.json(lancamentosCategory)),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(lancamentos),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: 'Lançamentos' });
    const header = title.closest('header')!;
    // The domain's lancamentos default (violeta): its background and text on the header.
    await expect(header).toHaveAttribute('data-theme', 'violeta');
    await expect(canvas.queryByTestId('category-cover')).toBeNull();
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(237, 233, 254)');
    await expect(getComputedStyle(title).color).toBe('rgb(46, 16, 101)');
    // Its cards wear the accent ring.
    const list = await canvas.findByRole('list', { name: 'Artes de Lançamentos' });
    const card = (await within(list).findAllByRole('link'))[0]!;
    await expect(getComputedStyle(card).boxShadow).toContain('rgb(109, 40, 217)');
  },
};

// Issue 19: the theme staff chose and the cover they uploaded, on a category of no special slug.
const batismoWithCover = {
  ...catalogueCategories[2]!,
  artCount: 250,
  theme: 'oceano',
  coverImageUrl: '/media/site/category-0123456789abcdef.webp',
};

export const ChosenThemeAndCover: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/categorias/slug/batismo', () => HttpResponse.json(batismoWithCover)),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(batismo),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: 'Batismo' });
    const header = title.closest('header')!;
    await expect(header).toHaveAttribute('data-theme', 'oceano');
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(224, 242, 254)');
    await expect(getComputedStyle(title).color).toBe('rgb(8, 47, 73)');
    // The cover is the header's banner, decorative (the title names the page).
    const cover = within(header).getByTestId('category-cover');
    await expect(cover).toHaveAttribute('src', '/media/site/category-0123456789abcdef.webp');
    await expect(cover).toHaveAttribute('alt', '');
  },
};

// 'padrao' chosen for a special slug: the site's own colours.
export const SpecialSlugWithSiteColours: Story = {
  parameters: { route: '/categorias/lancamentos' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/categorias/slug/lancamentos', () =>
        HttpResponse.json({ ...lancamentosCategory, theme: 'padrao' }),
      ),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(lancamentos),
    );
  },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', {
      level: 1,
      name: 'Lançamentos',
    });
    await expect(title.closest('header')).not.toHaveAttribute('data-theme');
  },
};

export const UnthemedCategory: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers(batismo));
  },
  play: async ({ canvasElement }) => {
    const title = await within(canvasElement).findByRole('heading', { level: 1, name: 'Batismo' });
    await expect(title.closest('header')).not.toHaveAttribute('data-theme');
  },
};
