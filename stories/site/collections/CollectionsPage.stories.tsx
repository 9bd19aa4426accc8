import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CollectionsPage } from '../../../site/src/features/collections/components/collections-page';
import { catalogueHandlers, collectionsHandlers } from '../../msw/handlers/catalogue';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Coleções/CollectionsPage',
  component: CollectionsPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/collections' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'), ...collectionsHandlers(), ...catalogueHandlers());
  },
} satisfies Meta<typeof CollectionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The kits, twelve a page; 'Ver mais coleções' brings the next ones.
export const Kits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coleções' })).toBeVisible();
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(12);
    // The fixture's kit of arts 9, 10 and 11 (stories, feed-quadrado, stories): three
    // pictures, two sizes, and its name leads to its first art.
    const kit = canvas.getByRole('article', { name: /Vigília de Oração 9/ });
    await expect(within(kit).getByRole('link', { name: 'Vigília de Oração 9' })).toHaveAttribute(
      'href',
      '/artes/9-vigilia-de-oracao-9',
    );
    await expect(kit.querySelectorAll('img')).toHaveLength(3);
    await expect(within(kit).getByText(/2 formatos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver mais coleções' }));
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(24));
    // 30 kits in the fixture: a third page is left.
    await expect(canvas.getByRole('button', { name: 'Ver mais coleções' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 2 });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const NoKits: Story = {
  beforeEach({ msw }) {
    msw.use(...collectionsHandlers(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma coleção por enquanto')).toBeVisible();
  },
};

export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/collections', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Serviço indisponível')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

// A failed next page keeps the kits already shown and offers to try again.
export const MoreFails: Story = {
  beforeEach({ msw }) {
    const [firstPage] = collectionsHandlers();
    msw.use(
      http.get('/api/collections', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 })
          : undefined,
      ),
      firstPage!,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver mais coleções' }));
    await expect(await canvas.findByText('Erro ao carregar mais coleções')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/collections', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando coleções...' })).toBeVisible();
  },
};
