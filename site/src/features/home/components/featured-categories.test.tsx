import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { UNEXPECTED_RESPONSE_MESSAGE } from '../../../lib/queries/parse';
import { createQueryClient } from '../../../lib/query-client';
import { server, setupMswServer } from '../../../lib/test/msw-server';
import { FeaturedCategories } from './featured-categories';

setupMswServer();

const art = (
  id: number,
  categoryId: number,
  format: string,
  groupId: string | null,
  imageUrl = `/media/arts/${id}.webp`,
) => ({
  id,
  title: `Arte ${id}`,
  imageUrl,
  categoryId,
  format,
  groupId,
  isPremium: false,
});

const category = (id: number, slug: string, name: string, previews: unknown[]) => ({
  id,
  name,
  slug,
  artCount: previews.length,
  lastUpdate: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  isPremium: false,
  previews,
});

function renderBlock() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FeaturedCategories />
    </QueryClientProvider>,
  );
}

describe('FeaturedCategories', () => {
  it('shows square skeletons, then one mosaic per category from GET /api/categories/overview', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    server.use(
      http.get('/api/categories/overview', async ({ request }) => {
        calls.push(new URL(request.url).pathname);
        await held;
        return HttpResponse.json([
          category(1, 'batismo', 'Batismo', []),
          category(2, 'culto-de-jovens', 'Culto de Jovens', [
            art(1, 2, 'cartaz', 'g1'),
            art(2, 2, 'stories', 'g1'),
            art(3, 2, 'cartaz', null),
            art(4, 2, 'video-criativo', null, '/media/arts/4.mp4'),
            art(5, 2, 'story-animado', null, '/media/arts/5.gif'),
          ]),
        ]);
      }),
    );
    renderBlock();
    // While the answer is held: skeletons, never an 'Em breve' tile.
    const loading = screen.getByTestId('featured-categories-loading');
    expect(screen.getByRole('status').textContent).toBe('Carregando categorias...');
    expect(loading.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(loading.textContent).not.toContain('Em breve');
    release();

    const row = await screen.findByTestId('featured-categories');
    expect(screen.queryByTestId('featured-categories-loading')).toBeNull();
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/categorias/batismo',
      '/categorias/culto-de-jovens',
    ]);
    // Only the category with no art shows the 'Em breve' placeholder (catalogue §2).
    expect(links[0]?.textContent).toContain('Em breve');
    expect(links[1]?.textContent).not.toContain('Em breve');
    // One art per group, stories first; a video shows its still poster, a gif its webp
    // thumbnail (both in the thumbnails folder).
    const sources = [...links[1]!.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(new Set(sources)).toEqual(
      new Set([
        '/media/arts/2.webp?quality=90',
        '/media/arts/3.webp?quality=90',
        '/media/arts/thumbnails/4.webp?quality=90',
        '/media/arts/thumbnails/5.webp?quality=90',
      ]),
    );
    // One call for the whole strip.
    expect(calls).toEqual(['/api/categories/overview']);
    expect(screen.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe(
      '/categorias',
    );
  });

  it('shows a cover instead of the mosaic, and a theme’s accent on the label (issue 19)', async () => {
    const previews = [art(1, 2, 'cartaz', null), art(2, 2, 'cartaz', null)];
    server.use(
      http.get('/api/categories/overview', () =>
        HttpResponse.json([
          {
            ...category(2, 'culto-de-jovens', 'Culto de Jovens', previews),
            coverImageUrl: '/media/site/category-0123456789abcdef.webp',
            theme: 'floresta',
          },
          // An older answer without the fields; a special slug's automatic theme.
          category(3, 'vendas', 'Vendas', [art(3, 3, 'cartaz', null)]),
          { ...category(4, 'natal', 'Natal', [art(4, 4, 'cartaz', null)]), theme: null },
        ]),
      ),
    );
    renderBlock();
    const row = await screen.findByTestId('featured-categories');
    const [covered, vendas, natal] = within(row).getAllByRole('link');
    expect([...covered!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/site/category-0123456789abcdef.webp',
    ]);
    expect(covered!.getAttribute('data-theme')).toBe('floresta');
    expect(within(covered!).getByText('Culto de Jovens').style.background).toBe('#166534');
    expect(vendas!.querySelectorAll('img')).toHaveLength(4);
    expect(vendas!.getAttribute('data-theme')).toBe('ambar');
    expect(within(vendas!).getByText('Vendas').style.background).toBe('#92400E');
    expect(natal!.getAttribute('data-theme')).toBeNull();
  });

  it("shows the server's message and a retry button when the call fails", async () => {
    server.use(
      http.get('/api/categories/overview', () =>
        HttpResponse.json({ message: 'Banco indisponível' }, { status: 503 }),
      ),
    );
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Banco indisponível');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('refuses a response that breaks the contract', async () => {
    server.use(http.get('/api/categories/overview', () => HttpResponse.json([{ id: 'x' }])));
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toContain(UNEXPECTED_RESPONSE_MESSAGE);
  });
});
