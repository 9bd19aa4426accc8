import type { Art, Category } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { HomePage } from '../../../site/src/features/home/components/home-page';
import {
  catalogueArt,
  catalogueArts,
  catalogueCategories,
  isoDaysAgo,
} from '../../msw/fixtures/catalogue';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { commerceHandlers } from '../../msw/handlers/commerce';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

// The home's highlight of the next season of the church year (domain upcomingSeason): the
// page is pinned to a day (`now`), the catalogue has the seasons' categories and arts.

function seasonCategory(id: number, slug: string, name: string, artCount: number): Category {
  return {
    id,
    name,
    slug,
    description: `Artes de ${name} para a igreja.`,
    imageUrl: null,
    artCount,
    lastUpdate: artCount > 0 ? isoDaysAgo(1) : null,
    createdAt: '2025-02-10T12:00:00.000Z',
    updatedAt: isoDaysAgo(1),
    isPremium: false,
  };
}

const NATAL = seasonCategory(101, 'natal', 'Natal', 8);
const PASCOA = seasonCategory(102, 'pascoa', 'Páscoa', 6);
const EMPTY_NATAL = seasonCategory(101, 'natal', 'Natal', 0);

/** Arts of a season's category at the catalogue's mixed sizes (stories, covers, posts). */
function seasonArts(category: Category, titles: string[], firstId: number): Art[] {
  return titles.map((title, index) =>
    catalogueArt(firstId + index, {
      title,
      categoryId: category.id,
      categoryName: category.name,
    }),
  );
}

const NATAL_ARTS = seasonArts(
  NATAL,
  [
    'Cantata de Natal',
    'Culto de Natal — Domingo 19h',
    'Natal em Família',
    'Noite Feliz — Celebração de Natal',
    'Jesus, a Luz do Mundo',
    'Ceia de Natal da Igreja',
    'Programação de Natal',
    'Feliz Natal',
  ],
  501,
);
const PASCOA_ARTS = seasonArts(
  PASCOA,
  [
    'Culto de Páscoa — Ele Vive',
    'Páscoa: Ele Ressuscitou',
    'Cantata de Páscoa',
    'Domingo de Páscoa',
    'Semana Santa',
    'Páscoa em Família',
  ],
  601,
);

function withSeasons(categories: Category[]) {
  return http.get('/api/categories', () =>
    HttpResponse.json([...catalogueCategories, ...categories]),
  );
}

const meta = {
  title: 'Site/Home/SeasonHighlight',
  component: HomePage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function catalogue(categories: Category[], arts: Art[]): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(
      withSeasons(categories),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers([...arts, ...catalogueArts()]),
      ...commerceHandlers(),
    );
  };
}

/** The highlight once the page's requests (categories, then the season's arts) answered. */
async function highlight(canvasElement: HTMLElement, name: string) {
  await settled();
  return within(await within(canvasElement).findByRole('region', { name }));
}

export const NatalInDecember: Story = {
  args: { now: new Date('2026-12-01T12:00:00Z') },
  beforeEach: catalogue([NATAL, PASCOA], [...NATAL_ARTS, ...PASCOA_ARTS]),
  play: async ({ canvasElement }) => {
    const section = await highlight(canvasElement, 'Natal está chegando');
    await expect(section.getByText('Sexta-feira, 25 de dezembro: faltam 24 dias')).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Ver todas as artes do Natal' }),
    ).toHaveAttribute('href', '/categorias/natal');
    // One row: the season's five newest arts, no other category's.
    const list = section.getByRole('list', { name: 'Artes do Natal' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    for (const href of titles) await expect(href).toMatch(/^\/artes\/5\d\d-/);
    // Each card keeps its art's own shape: more than one aspect ratio in the row.
    const ratios = new Set(
      [...list.querySelectorAll<HTMLElement>('[style*="aspect-ratio"]')].map(
        (box) => box.style.aspectRatio,
      ),
    );
    await expect(ratios.size).toBeGreaterThan(1);
  },
};

export const PascoaInMarchOnAPhone: Story = {
  args: { now: new Date('2026-03-10T12:00:00Z') },
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: catalogue([NATAL, PASCOA], [...NATAL_ARTS, ...PASCOA_ARTS]),
  play: async ({ canvasElement }) => {
    const section = await highlight(canvasElement, 'Páscoa está chegando');
    await expect(section.getByText('Domingo, 5 de abril: faltam 26 dias')).toBeVisible();
    await waitFor(() =>
      expect(
        within(section.getByRole('list', { name: 'Artes da Páscoa' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Natal está chegando' }),
    ).toBeNull();
  },
};

export const SantaCeiaWhenNothingBiggerIsNear: Story = {
  // 1 October: Natal is 85 days away; the first Sunday (the 4th) is Santa Ceia, whose
  // category is culto-de-ceia ('Culto de Ceia' in these fixtures).
  args: { now: new Date('2026-10-01T12:00:00Z') },
  beforeEach: catalogue([NATAL, PASCOA], [...NATAL_ARTS, ...PASCOA_ARTS]),
  play: async ({ canvasElement }) => {
    const section = await highlight(canvasElement, 'Santa Ceia está chegando');
    await expect(section.getByText('Domingo, 4 de outubro: faltam 3 dias')).toBeVisible();
    await expect(
      section.getByRole('link', { name: 'Ver todas as artes da Santa Ceia' }),
    ).toHaveAttribute('href', '/categorias/culto-de-ceia');
  },
};

export const HiddenWhenTheSeasonHasNoArts: Story = {
  args: { now: new Date('2026-12-01T12:00:00Z') },
  beforeEach: catalogue([EMPTY_NATAL], []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page has drawn its gallery; no highlight came with it.
    await settled();
    await canvas.findByRole('list', { name: 'Designs Profissionais' });
    await expect(canvas.queryByRole('heading', { name: /está chegando/ })).toBeNull();
  },
};
