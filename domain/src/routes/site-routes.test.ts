import { describe, expect, it } from 'vitest';
import { paths, redirects } from './paths';
import {
  DISALLOWED_PATH_PREFIXES,
  HOME_TITLE,
  isSitePath,
  matchSiteRoute,
  pageTitle,
  ROUTE_INFO,
  type RouteKey,
  routeTitle,
} from './site-routes';

const keys = Object.keys(paths) as RouteKey[];

describe('the route table (issue 18: every page has its own title)', () => {
  it('gives every route of the site a title entry, and every page a name', () => {
    expect(Object.keys(ROUTE_INFO).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const info = ROUTE_INFO[key];
      if (key === 'home' || info.visibility === 'redirect') continue;
      expect(info.title, key).toMatch(/\S/);
    }
  });

  it('gives public and utility pages with a fixed path titles of their own', () => {
    const fixed = keys.filter(
      (key) =>
        !paths[key].path.includes(':') &&
        ['public', 'utility'].includes(ROUTE_INFO[key].visibility),
    );
    const titles = fixed.map((key) => routeTitle(paths[key].path));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("formats a page's title as 'name — Arte Gospel'", () => {
    expect(pageTitle('Santa Ceia do Senhor')).toBe('Santa Ceia do Senhor — Arte Gospel');
    expect(pageTitle('  Culto   de Jovens ')).toBe('Culto de Jovens — Arte Gospel');
    expect(pageTitle('')).toBe(HOME_TITLE);
    expect(pageTitle(undefined)).toBe(HOME_TITLE);
    expect(pageTitle('x'.repeat(500)).length).toBe(120 + ' — Arte Gospel'.length);
    expect(routeTitle('/')).toBe('Arte Gospel — artes editáveis para igrejas');
    expect(routeTitle('/categorias')).toBe('Categorias — Arte Gospel');
    expect(routeTitle('/nao-existe')).toBe('Página não encontrada — Arte Gospel');
  });
});

describe('matchSiteRoute', () => {
  it('matches each fixed path to its own route', () => {
    for (const key of keys) {
      const path = paths[key].path;
      if (path.includes(':')) continue;
      expect(matchSiteRoute(path)?.key, path).toBe(key);
    }
  });

  it('reads params, dots included, decoded', () => {
    expect(matchSiteRoute('/designers/joao.silva')).toEqual({
      key: 'designer',
      params: { username: 'joao.silva' },
    });
    expect(matchSiteRoute('/artes/123-santa-ceia')).toEqual({
      key: 'art',
      params: { identifier: '123-santa-ceia' },
    });
    expect(matchSiteRoute('/categorias/cart%C3%A3o-digital')?.params).toEqual({
      slug: 'cartão-digital',
    });
    expect(matchSiteRoute('/admin')?.key).toBe('admin');
    expect(matchSiteRoute('/admin/financeiro')?.key).toBe('adminPage');
    expect(matchSiteRoute('/artes/')?.key).toBe('arts');
  });

  it('has no route for unknown or malformed paths', () => {
    for (const path of [
      '/nao-existe',
      '/artes/1/extra',
      '/categorias/%E0%A4%A',
      'artes',
      `/${'a'.repeat(3000)}`,
      '/admin/a/b',
    ]) {
      expect(matchSiteRoute(path), path).toBeUndefined();
    }
    expect(isSitePath('/designers/')).toBe(true);
    expect(isSitePath('/nao-existe')).toBe(false);
  });

  it('knows the redirects of the route table as paths of the site', () => {
    for (const { from } of redirects) expect(isSitePath(from), from).toBe(true);
  });

  it('keeps search engines out of the panel, the staff area and the API', () => {
    expect(DISALLOWED_PATH_PREFIXES).toEqual(
      expect.arrayContaining(['/painel', '/admin', '/api/']),
    );
    for (const key of keys) {
      if (ROUTE_INFO[key].visibility !== 'private') continue;
      const path = paths[key].path;
      expect(
        DISALLOWED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix.replace(/\/$/, ''))),
        path,
      ).toBe(true);
    }
  });
});

describe('search links', () => {
  it('builds the listing and its results for a search, encoded', () => {
    expect(paths.arts.href()).toBe('/artes');
    expect(paths.arts.href('')).toBe('/artes');
    expect(paths.arts.href('santa ceia')).toBe('/artes?search=santa%20ceia');
    expect(paths.arts.href('jovens & louvor?')).toBe('/artes?search=jovens%20%26%20louvor%3F');
    expect(new URL(paths.arts.href('oração'), 'https://x').searchParams.get('search')).toBe(
      'oração',
    );
  });
});
