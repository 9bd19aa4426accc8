import { ART_SIZES, type ArtSizeId, isArtSizeId } from '@arte-gospel/domain';
import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../testing/stack/journey';
import { visitor } from '../testing/stack/visitor';

// Issue 17, 'Done when': through the BFF over real HTTP (bff → api → PGlite with the demo
// seed), a new free account downloads a print art and a feed post, takes each ZIP and checks
// every file in it: the SVG parses and has named, live text layers; the PNG has its size's
// pixels; the print PDF opens with its page at the print size; LEIA-ME and LICENCA are there.
// Two downloads of the same art move the month's count once.

interface ApiArt {
  id: number;
  title: string;
  isPremium: boolean;
  sizeId?: string | null;
}

const POINTS_PER_MM = 72 / 25.4;

describe('what a download gives', () => {
  const { stack } = useJourney();

  /** Free, published arts of every format (100 of each), found through the API. */
  async function freeArts(call: ReturnType<typeof visitor>): Promise<ApiArt[]> {
    const formats = (await call('GET', '/api/formats')).body as unknown as { id: number }[];
    expect(formats.length).toBeGreaterThan(0);
    const lists = await Promise.all(
      formats.map(async (format) => {
        const answer = await call(
          'GET',
          `/api/arts?formatId=${format.id}&isPremium=false&limit=100&sortBy=antigos`,
        );
        return (answer.body as unknown as { arts: ApiArt[] }).arts;
      }),
    );
    return lists.flat();
  }

  /** The first art whose size passes `test`. */
  function artOfSize(
    arts: ApiArt[],
    test: (size: (typeof ART_SIZES)[ArtSizeId]) => boolean,
  ): ApiArt & { sizeId: ArtSizeId } {
    const art = arts.find((a) => isArtSizeId(a.sizeId) && test(ART_SIZES[a.sizeId]));
    expect(art, 'arte gratuita do tamanho procurado no seed').toBeDefined();
    return art as ApiArt & { sizeId: ArtSizeId };
  }

  async function downloadZip(call: ReturnType<typeof visitor>, url: string) {
    const res = await fetch(`${stack.url}${url}`, { headers: { cookie: call.cookie() } });
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    return { bytes, disposition: res.headers.get('content-disposition') ?? '' };
  }

  async function checkZip(
    art: ApiArt & { sizeId: ArtSizeId },
    downloadUrl: string,
    call: ReturnType<typeof visitor>,
  ) {
    const size = ART_SIZES[art.sizeId];
    const { bytes, disposition } = await downloadZip(call, downloadUrl);
    const zipName = downloadUrl.split('/').at(-1)!;
    expect(zipName).toMatch(new RegExp(`^arte-gospel-[a-z0-9-]+-${art.id}\\.zip$`));
    expect(disposition).toBe(`attachment; filename="${zipName}"`);
    const files = unzipSync(bytes);
    const base = zipName.replace(/\.zip$/, '');
    const expected = ['LEIA-ME.txt', 'LICENCA.txt', `${base}.svg`, `${base}.png`];
    if (size.print) expected.push(`${base}.pdf`);
    expect(Object.keys(files).sort()).toEqual([...expected].sort());

    // The SVG: well-formed XML with live text in named slots.
    const svgText = strFromU8(files[`${base}.svg`]!);
    const { window } = new JSDOM('');
    const svg = new window.DOMParser().parseFromString(svgText, 'image/svg+xml');
    expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(svg.documentElement.nodeName).toBe('svg');
    const slots = [...svg.querySelectorAll('text[data-slot]')];
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.getAttribute('id')).toBe(slot.getAttribute('data-slot'));
      expect(slot.getAttribute('inkscape:label')).toBeTruthy();
      expect(slot.textContent?.trim()).not.toBe('');
    }

    // The PNG: the size's full resolution.
    const png = await sharp(files[`${base}.png`]!).metadata();
    expect(png.format).toBe('png');
    expect([png.width, png.height]).toEqual([size.width, size.height]);

    // The PDF: opens, one page at the print size in points.
    if (size.print) {
      const pdf = await PDFDocument.load(files[`${base}.pdf`]!);
      expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0).getSize();
      expect(page.width).toBeCloseTo(size.print.widthMm * POINTS_PER_MM, 1);
      expect(page.height).toBeCloseTo(size.print.heightMm * POINTS_PER_MM, 1);
      expect(pdf.getTitle()).toBeTruthy();
    }

    // LEIA-ME names the art's address, its size and its fonts.
    const readme = strFromU8(files['LEIA-ME.txt']!);
    expect(readme).toContain(`/artes/${art.id}-`);
    expect(readme).toContain(`${size.width} × ${size.height} px`);
    expect(readme).toContain('SIL Open Font License');
    expect(strFromU8(files['LICENCA.txt']!)).toContain('LICENÇA DE USO');
  }

  it('a free account downloads a print art and a feed post and gets every file; a re-download is free', async () => {
    const call = visitor(stack.url);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const registered = await call('POST', '/api/register', {
      username: `baixa${stamp}`,
      email: `baixa.${stamp}@teste.artegospel.com.br`,
      password: 'senha-forte-123',
      name: 'Igreja Batista Esperança',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);

    const arts = await freeArts(call);
    const print = artOfSize(arts, (size) => size.id === 'a4-retrato' || size.id === 'a4-paisagem');
    const feed = artOfSize(arts, (size) => size.id.startsWith('feed-'));

    const before = (await call('GET', '/api/users/stats')).body;
    const first = await call('POST', `/api/arts/${print.id}/download`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ success: true, counted: true, downloadLimit: 10 });
    expect(JSON.stringify(first.body)).not.toMatch(/DEMO/);
    const used = first.body.downloadsUsed as number;
    await checkZip(print, first.body.downloadUrl as string, call);

    // The same art again: the month's count does not move.
    const again = await call('POST', `/api/arts/${print.id}/download`);
    expect(again.body).toMatchObject({ counted: false, downloadsUsed: used });
    await downloadZip(call, again.body.downloadUrl as string);

    const post = await call('POST', `/api/arts/${feed.id}/download`);
    expect(post.body).toMatchObject({ counted: true, downloadsUsed: used + 1 });
    await checkZip(feed, post.body.downloadUrl as string, call);

    const after = (await call('GET', '/api/users/stats')).body;
    expect(Number(after.totalDownloads) - Number(before.totalDownloads)).toBe(2);
    const list = (await call('GET', '/api/downloads')).body as unknown as { art: { id: number } }[];
    expect(list.map((d) => d.art.id).sort()).toEqual([print.id, feed.id].sort());
  });

  it('the ZIP is refused to whoever did not download the art this month', async () => {
    const call = visitor(stack.url);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await call('POST', '/api/register', {
      username: `olha${stamp}`,
      email: `olha.${stamp}@teste.artegospel.com.br`,
      password: 'senha-forte-123',
      name: 'Igreja Olhando',
    });
    const feed = artOfSize(await freeArts(call), (size) => size.id.startsWith('feed-'));
    const name = `arte-gospel-x-${feed.id}.zip`;
    const wrong = await call('GET', `/api/arts/${feed.id}/files/${name}`);
    expect(wrong.status).toBe(404);
    const detail = await call('POST', `/api/arts/${feed.id}/download`);
    const url = detail.body.downloadUrl as string;
    const stranger = visitor(stack.url);
    expect((await stranger('GET', url)).status).toBe(401);
  });
});
