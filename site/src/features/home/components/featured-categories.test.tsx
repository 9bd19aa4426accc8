import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function previews(arts: unknown[]) {
  return http.get('/api/arts', ({ request }) => {
    const url = new URL(request.url);
    // catalogue §7: the category previews call is limit=50, page=1.
    if (url.searchParams.get('limit') !== '50' || url.searchParams.get('page') !== '1') {
      return HttpResponse.json({ message: 'parâmetros inesperados' }, { status: 400 });
    }
    return HttpResponse.json({ arts, totalCount: arts.length });
  });
}

function renderBlock() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <FeaturedCategories />
    </QueryClientProvider>,
  );
}

describe('FeaturedCategories', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reads a category's own samples only once its mosaic comes near the visible row", async () => {
    // A stand-in IntersectionObserver the test drives: it reports what a scroll would.
    let report: ((targets: Element[]) => void) | undefined;
    class FakeObserver {
      readonly targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        report = (targets) =>
          callback(
            targets.map((target) => ({ target, isIntersecting: true })) as never,
            this as never,
          );
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const sampled: string[] = [];
    server.use(
      http.get('/api/arts', ({ request }) => {
        const url = new URL(request.url);
        const categoryId = url.searchParams.get('categoryId');
        if (categoryId) {
          sampled.push(categoryId);
          return HttpResponse.json({
            arts: [art(90 + Number(categoryId), Number(categoryId), 'cartaz', null)],
            totalCount: 1,
          });
        }
        // The shared previews (limit 50) hold an art of category 1 only.
        return HttpResponse.json({ arts: [art(1, 1, 'cartaz', null)], totalCount: 1 });
      }),
      http.get('/api/categories', () =>
        HttpResponse.json([
          { ...category(1, 'batismo', 'Batismo'), artCount: 3 },
          { ...category(2, 'ceia', 'Ceia'), artCount: 5 },
          { ...category(3, 'jovens', 'Jovens'), artCount: 7 },
        ]),
      ),
    );
    renderBlock();
    const row = await screen.findByTestId('featured-categories');
    await within(row).findAllByRole('img', { hidden: true });
    expect(sampled).toEqual([]);

    // Scrolling brings 'Ceia' near: its samples are read and drawn; 'Jovens' still waits.
    const ceia = row.querySelector('[data-category-id="2"]');
    expect(ceia).not.toBeNull();
    act(() => report?.([ceia as Element]));
    await within(ceia as HTMLElement).findAllByRole('img', { hidden: true });
    expect(sampled).toEqual(['2']);
  });

  it('shows a spinner, then one mosaic per category from GET /api/categories', async () => {
    server.use(
      previews([
        art(1, 2, 'cartaz', 'g1'),
        art(2, 2, 'stories', 'g1'),
        art(3, 2, 'cartaz', null),
        art(4, 2, 'video-criativo', null, '/media/arts/4.webm'),
        art(5, 2, 'story-animado', null, '/media/arts/5.gif'),
      ]),
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
    // One art per group, stories first; a video shows its still poster, a gif its webp
    // thumbnail (both in the thumbnails folder).
    await within(links[1]!).findAllByRole('img', { hidden: true });
    const sources = [...links[1]!.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(new Set(sources)).toEqual(
      new Set([
        '/media/arts/2.webp?quality=90',
        '/media/arts/3.webp?quality=90',
        '/media/arts/thumbnails/4.webp?quality=90',
        '/media/arts/thumbnails/5.webp?quality=90',
      ]),
    );
    expect(links[1]?.textContent).not.toContain('Em breve');
    expect(screen.getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe(
      '/categorias',
    );
  });

  it("shows the server's message and a retry button when the call fails", async () => {
    server.use(
      previews([]),
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
    server.use(
      previews([]),
      http.get('/api/categories', () => HttpResponse.json([{ id: 'x' }])),
    );
    renderBlock();
    expect((await screen.findByRole('alert')).textContent).toContain(UNEXPECTED_RESPONSE_MESSAGE);
  });
});
