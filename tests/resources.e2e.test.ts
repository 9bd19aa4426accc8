import { describe, expect, it } from 'vitest';
import { RESOURCE_FOLDERS } from '../site/src/components/header/navigation';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// Issue 17: every 'Recursos' folder link of the header leads to results. Each link is
// followed as the page it opens asks the API (through the BFF, on the seeded demo): a
// category page by its slug, the gallery by its search.

describe("the header's 'Recursos' folders", () => {
  const { stack } = useJourney();

  async function resultsOf(href: string): Promise<number> {
    const call = visitor(stack.url);
    const url = new URL(href, 'http://site.invalid');
    const category = /^\/categorias\/([a-z0-9-]+)$/.exec(url.pathname);
    if (category) {
      const found = await call('GET', `/api/categorias/slug/${category[1]}`);
      expect(found.status, href).toBe(200);
      const arts = await call('GET', `/api/arts?categoryId=${found.body.id}&limit=1`);
      return Number(arts.body.totalCount);
    }
    expect(url.pathname, href).toBe('/artes');
    const arts = await call('GET', `/api/arts?${url.searchParams}&limit=1`);
    return Number(arts.body.totalCount);
  }

  it('has six links, each leading to arts', async () => {
    expect(RESOURCE_FOLDERS).toHaveLength(6);
    for (const folder of RESOURCE_FOLDERS) {
      expect(await resultsOf(folder.href), `${folder.label} → ${folder.href}`).toBeGreaterThan(0);
    }
  });
});
