import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoriesPage } from '../../../site/src/features/categories/components/categories-page';
import { catalogueArt, catalogueArts, catalogueCategories } from '../../msw/fixtures/catalogue';
import { catalogueHandlers, categoryOverview } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

const meta = {
  title: 'Site/Categorias/CategoriesPage',
  component: CategoriesPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/categorias' },
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The API paths the story's page asked for (the session's own calls aside). */
const requested: string[] = [];

// Every category of the fixtures but Telão has arts: Certificados' are A4 only (a category
// of the default fixture arts has none of them).
const certificados = catalogueCategories.find((c) => c.slug === 'certificados');
const arts = [
  ...catalogueArts(),
  ...[201, 202, 203].map((id) =>
    catalogueArt(id, {
      categoryId: certificados?.id ?? null,
      categoryName: 'Certificados',
      format: 'a4',
    }),
  ),
];

export const Success: Story = {
  beforeEach({ msw }) {
    requested.length = 0;
    msw.use(
      http.all('/api/*', ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path !== '/api/user') requested.push(path);
        // Nothing returned: the request goes on to the handlers below.
      }),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(arts),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'CATEGORIAS' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '← Voltar' })).toHaveAttribute('href', '/');
    const agendas = await canvas.findByRole('link', { name: /Agendas/ });
    await expect(agendas).toHaveAttribute('href', '/categorias/agendas');
    await expect(within(agendas).getByText('40 artes')).toBeVisible();
    await expect(within(agendas).getByText('40 artes disponíveis')).toBeVisible();
    await expect(within(agendas).getByText('Ver artes →')).toBeVisible();
    // A category without arts has the 'Em breve' placeholder, and it alone (issue 18).
    await expect(
      within(canvas.getByRole('link', { name: /Telão/ })).getByText('Em breve'),
    ).toBeVisible();
    await settled();
    await expect(canvas.getAllByText('Em breve')).toHaveLength(1);
    // Certificados previews its own A4 arts.
    const certificadosCard = canvas.getByRole('link', { name: /Certificados/ });
    await expect(certificadosCard.querySelectorAll('img')).toHaveLength(3);
    // One call for the whole page (issue 18: it made one per category).
    await expect(requested).toEqual(['/api/categories/overview']);
  },
};

// Issue 19: Agendas with a cover staff uploaded and a chosen theme; Batismo with neither.
const COVER = '/media/site/category-0123456789abcdef.webp';

export const CoverAndTheme: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/categories/overview', () =>
        HttpResponse.json(
          categoryOverview(arts).map((category) =>
            category.slug === 'agendas'
              ? { ...category, coverImageUrl: COVER, theme: 'anil' }
              : category,
          ),
        ),
      ),
      ...sessionHandlers('visitor'),
      ...catalogueHandlers(arts),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agendas = await canvas.findByRole('link', { name: /Agendas/ });
    await settled();
    // The cover fills the card's picture in place of the arts.
    const images = [...agendas.querySelectorAll('img')];
    await expect(images.map((image) => image.getAttribute('src'))).toEqual([COVER]);
    // The theme's accent band on top, its text colour on the title.
    await expect(agendas).toHaveAttribute('data-theme', 'anil');
    await expect(getComputedStyle(agendas).borderTopColor).toBe('rgb(67, 56, 202)');
    await expect(getComputedStyle(within(agendas).getByRole('heading')).color).toBe(
      'rgb(30, 27, 75)',
    );
    const batismo = canvas.getByRole('link', { name: /Batismo/ });
    await expect(batismo).not.toHaveAttribute('data-theme');
    await expect(batismo.querySelectorAll('img').length).toBeGreaterThan(1);
  },
};

export const SearchAndChips: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Agendas/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar categoria' }), 'CULTO');
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /Culto/ })).toHaveLength(5));
    await expect(canvas.queryByRole('link', { name: /Agendas/ })).toBeNull();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar categoria' }));
    // 'Mais populares': more than 25 arts.
    await userEvent.click(canvas.getByRole('button', { name: 'Mais populares' }));
    await expect(canvas.getByRole('button', { name: 'Mais populares' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('link', { name: /Agendas/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Ensino/ })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Agendas/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar categoria' }), 'xyz');
    await expect(await canvas.findByText('Nenhuma categoria encontrada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(await canvas.findByRole('link', { name: /Agendas/ })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar categoria' })).toHaveValue('');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categories/overview', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando categorias...' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/categories/overview', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
      ...catalogueHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Ocorreu um erro ao carregar os dados. Por favor, tente novamente mais tarde.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...catalogueHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Agendas/ })).toBeVisible();
  },
};
