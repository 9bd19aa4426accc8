import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ArtsPage } from '../../../site/src/features/arts/components/arts-page';
import { catalogueArts } from '../../msw/fixtures/catalogue';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { heldResponse } from '../../msw/held-response';
import { choose, optionsOf } from '../support/choose';
import { settled, withSite } from '../support/site-story';

const meta = {
  title: 'Site/Artes/ArtsPage',
  component: ArtsPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/artes' },
} satisfies Meta<typeof ArtsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The GET /api/artes calls of a story (their query strings), counted by MSW. */
const listingCalls: string[] = [];
const countListingCalls = http.get('/api/artes', ({ request }) => {
  listingCalls.push(new URL(request.url).search);
  // Counted only: the catalogue's own handler answers.
  return undefined;
});

const grid = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Todos os Designs' }));

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Todos os Designs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Voltar' })).toHaveAttribute('href', '/');
    await expect(await canvas.findByText('60 designs encontrados')).toBeVisible();
    const cards = (await grid(canvasElement)).getAllByRole('link');
    await expect(cards[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/artes\/\d+-[a-z0-9-]+$/),
    );
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    // Licence is a phone-only filter; the four sorts are offered.
    await expect(await optionsOf(canvasElement, 'Ordenar por')).toEqual([
      'Destaques',
      'Em alta',
      'Mais recentes',
      'Mais antigos',
    ]);
  },
};

export const PagesAndResets: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Página 1 de 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(await canvas.findByText('Página 2 de 3')).toBeVisible();
    // Sort does not reset the page (catalogue §4)...
    await choose(canvasElement, 'Ordenar por', 'Mais antigos');
    await expect(await canvas.findByText('Página 2 de 3')).toBeVisible();
    // ...the file type does.
    await choose(canvasElement, 'Tipo de arquivo', 'Canva');
    await expect(await canvas.findByText(/Página 1 de/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  },
};

const suggestions = heldResponse();

export const SearchWithSuggestion: Story = {
  beforeEach({ msw }) {
    suggestions.reset();
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/search/suggestions', async () => {
        await suggestions.wait();
        return HttpResponse.json({ suggestions: ['Culto de Celebração', 'Culto da Família'] });
      }),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Buscar designs' });
    await userEvent.type(box, 'cul');
    // The suggestions open in a layer over the page (a portal), outside the canvas.
    await expect(await screen.findByText('Buscando sugestões...')).toBeVisible();
    suggestions.release();
    const listbox = await screen.findByRole('listbox', { name: 'Sugestões de busca' });
    const option = await within(listbox).findByRole('option', { name: 'Culto da Família' });
    await userEvent.click(option);
    await expect(box).toHaveValue('Culto da Família');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(await canvas.findByText('5 designs encontrados')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  parameters: { route: '/artes?search=inexistente' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum design encontrado')).toBeVisible();
    await expect(
      canvas.getByText('Tente ajustar seus filtros ou realizar uma busca diferente.'),
    ).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Limpar filtros' })[0] as HTMLElement,
    );
    await expect(await canvas.findByText('60 designs encontrados')).toBeVisible();
  },
};

export const EmptyCatalogue: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum design encontrado')).toBeVisible();
    await expect(
      canvas.getByText('No momento não há designs disponíveis. Confira mais tarde.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/artes', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('masonry-skeleton')).toHaveLength(15);
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/artes', () => HttpResponse.json({ message: 'Falhou' }, { status: 500 })),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Erro');
    await expect(alert).toHaveTextContent(
      'Ocorreu um erro ao carregar os designs. Por favor, tente novamente.',
    );
  },
};

export const FromQueryParams: Story = {
  parameters: { route: '/artes?categoryId=3&search=culto' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers(catalogueArts(60)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Buscar designs' })).toHaveValue('culto');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Batismo'),
    );
    await expect(await canvas.findByText(/designs? encontrados?/)).toBeVisible();
    await expect(window.localStorage.getItem('lastGalleryPage')).toMatch(/^\/artes/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('60 designs encontrados');
    // The licence filter (phones only) is in the 'Filtros' sheet (PhoneFilterSheet).
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toBeVisible();
  },
};

/** A phone (≤ 768 px): the five filters live in a 'Filtros' sheet rising from the bottom. */
export const PhoneFilterSheet: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach({ msw }) {
    listingCalls.length = 0;
    msw.use(...sessionHandlers('visitor'), countListingCalls, ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('60 designs encontrados');
    // The bar is not shown on a phone; its button is.
    await expect(
      canvas.getByRole('combobox', { name: 'Ordenar por', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    const inSheet = within(sheet);
    for (const name of ['Categoria', 'Formato', 'Tipo de arquivo', 'Licença', 'Ordenar por']) {
      await expect(inSheet.getByRole('combobox', { name })).toBeVisible();
    }
    await choose(sheet, 'Licença', 'Grátis');
    await choose(sheet, 'Ordenar por', 'Mais antigos');
    // Nothing is asked before 'Ver resultados', checked once the page's queries are idle: a
    // request the choices started reaches MSW only some tasks after the click.
    await settled();
    await expect(listingCalls).toHaveLength(1);
    await userEvent.click(inSheet.getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Filtros (2)' })).toBeVisible();
    await settled();
    await expect(listingCalls).toHaveLength(2);
    await expect(listingCalls[1]).toMatch(/isPremium=false/);
    await expect(listingCalls[1]).toMatch(/sortBy=antigos/);
    // 'Limpar filtros' in the sheet empties the choice; closing with × keeps the listing.
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(again).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(within(again).getByRole('combobox', { name: 'Licença' })).toHaveTextContent(
        'Todas as licenças',
      ),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
  },
};

/** A wide screen keeps the bar and has no 'Filtros' button. */
export const DesktopFilterBar: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('60 designs encontrados');
    await expect(window.innerWidth).toBeGreaterThan(768);
    await expect(canvas.getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Filtros/, hidden: true })).not.toBeVisible();
  },
};

/**
 * The licence filter is a phone's (catalogue §2), but a shared link can carry one: on a wide
 * screen it then shows in the bar, so what filters the listing can be seen and changed.
 */
export const DesktopLicenceFromALink: Story = {
  parameters: { route: '/artes?licence=free' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/designs? encontrados?/);
    await expect(window.innerWidth).toBeGreaterThan(768);
    const licence = canvas.getByRole('combobox', { name: 'Licença' });
    await expect(licence).toBeVisible();
    await expect(licence).toHaveTextContent('Grátis');
  },
};

/** Each page is asked for once: pages, a sort, a filter that resets the page. */
export const EachPageOnce: Story = {
  beforeEach({ msw }) {
    listingCalls.length = 0;
    msw.use(...sessionHandlers('visitor'), countListingCalls, ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Página 1 de 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await canvas.findByText('Página 2 de 3');
    await settled();
    await choose(canvasElement, 'Ordenar por', 'Mais antigos');
    await settled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await canvas.findByText('Página 3 de 3');
    await settled();
    const pages = listingCalls.map((search) => {
      const params = new URLSearchParams(search);
      return `${params.get('page')}/${params.get('sortBy')}`;
    });
    await expect(pages).toEqual(['1/destaques', '2/destaques', '2/antigos', '3/antigos']);
  },
};

/** A page past the last one (an old link, a narrowed filter) shows the last page. */
export const PagePastTheEnd: Story = {
  parameters: { route: '/artes?page=9' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Página 3 de 3')).toBeVisible();
    await expect(canvas.queryByText('Página 9 de 3')).toBeNull();
    await expect(canvas.queryByText('Nenhum design encontrado')).toBeNull();
  },
};
