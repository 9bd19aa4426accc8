import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UNEXPECTED_RESPONSE_MESSAGE } from '../../../lib/queries/parse';
import { createQueryClient } from '../../../lib/query-client';
import { server, setupMswServer } from '../../../lib/test/msw-server';
import { FeaturedCategories } from './featured-categories';

setupMswServer();

const category = (id: number, slug: string, name: string) => ({
  id,
  name,
  slug,
  artCount: 0,
  lastUpdate: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  isPremium: false,
});

function renderBlock() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FeaturedCategories />
    </QueryClientProvider>,
  );
}

describe('FeaturedCategories', () => {
  it('shows a spinner, then one mosaic per category from GET /api/categories', async () => {
    server.use(
      http.get('/api/categories', async () => {
        await delay(50);
        return HttpResponse.json([
          category(1, 'batismo', 'Batismo'),
          category(2, 'culto-de-jovens', 'Culto de Jovens'),
        ]);
      }),
    );
    renderBlock();
    expect(screen.getByRole('status', { name: 'Carregando categorias...' })).toBeTruthy();
    const row = await screen.findByTestId('featured-categories');
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/categorias/batismo',
      '/categorias/culto-de-jovens',
    ]);
    expect(links[0]?.textContent).toContain('Batismo');
    // A category with no art shows the 'Em breve' placeholder (catalogue §2).
    expect(links[0]?.textContent).toContain('Em breve');
    expect(screen.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe(
      '/categorias',
    );
  });

  it("shows the server's message and a retry button when the call fails", async () => {
    server.use(
      http.get('/api/categories', () =>
        HttpResponse.json({ message: 'Banco indisponível' }, { status: 503 }),
      ),
    );
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Banco indisponível');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('refuses a response that breaks the contract', async () => {
    server.use(http.get('/api/categories', () => HttpResponse.json([{ id: 'x' }])));
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toContain(UNEXPECTED_RESPONSE_MESSAGE);
  });
});
