import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { JSDOM } from 'jsdom';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artFiles, buildArtFiles, type FilesArt } from './art-files';
import { createRenderQueue } from './queue';

// The real files of real template arts (domain templates drawn by api/src/render): every
// file of the ZIP, the sizes in px and mm, the fonts named in LEIA-ME, and the ZIP kept once
// made (a new one for an edited art).

const ORIGIN = 'https://artegospel.com.br';
const EDITED = new Date('2026-05-10T12:00:00Z');

function art(id: number, sizeId: string, title: string, texts: Record<string, string>): FilesArt {
  return {
    id,
    title,
    texts,
    size_id: sizeId,
    template_id: null,
    palette_id: null,
    category_slug: 'certificados',
    format_slug: null,
    is_premium: false,
    updated_at: EDITED,
  };
}

const certificate = art(101, 'a4-paisagem', 'Certificado de Batismo', {
  churchName: 'Igreja Batista Esperança',
  title: 'Certificado de Batismo',
  recipient: 'Maria Aparecida dos Santos',
  date: '24 de maio de 2026',
  verse: 'Quem crer e for batizado será salvo.',
  verseRef: 'Marcos 16:16',
});
const card = art(102, 'carteirinha', 'Carteirinha de Membro', {
  churchName: 'Igreja Batista Esperança',
  memberName: 'João Batista Ferreira',
  role: 'Diácono',
  memberSince: '03/2015',
  memberId: '00482',
});
const post = {
  ...art(103, 'feed-retrato', 'Santa Ceia do Senhor', {
    title: 'Santa Ceia do Senhor',
    date: 'Domingo, 7 de junho',
    time: '19h',
    churchName: 'Igreja Batista Esperança',
  }),
  category_slug: 'culto-de-ceia',
};

const SVG_NS = 'image/svg+xml';

async function filesOf(subject: FilesArt) {
  const { info, entries } = await buildArtFiles(subject, ORIGIN);
  return { info, files: Object.fromEntries(entries.map((entry) => [entry.name, entry.data])) };
}

describe('the files of an art', () => {
  it.each([
    [certificate, 3508, 2480, [297, 210], 'A4 paisagem', '297 × 210 mm'],
    [card, 1011, 638, [85.6, 54], 'Carteirinha 85,6×54 mm', '85,6 × 54 mm'],
  ] as const)(
    'print art %#: SVG with live slots, PNG at full size, PDF at the print size, LEIA-ME, LICENCA',
    async (subject, width, height, [wMm, hMm], sizeName, mmText) => {
      const { info, files } = await filesOf(subject);
      const base = `arte-gospel-${subject.title
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/ /g, '-')}-${subject.id}`;
      expect(Object.keys(files)).toEqual([
        'LEIA-ME.txt',
        'LICENCA.txt',
        `${base}.svg`,
        `${base}.png`,
        `${base}.pdf`,
      ]);

      const svgText = strFromU8(files[`${base}.svg`]!);
      const { window } = new JSDOM('');
      const svg = new window.DOMParser().parseFromString(svgText, SVG_NS);
      expect(svg.getElementsByTagName('parsererror')).toHaveLength(0);
      const slots = [...svg.querySelectorAll('text[data-slot]')];
      const slotNames = slots.map((slot) => slot.getAttribute('data-slot'));
      for (const name of Object.keys(subject.texts ?? {}).filter((n) => n !== 'title'))
        if (slotNames.includes(name))
          expect(svg.querySelector(`text[data-slot="${name}"]`)?.getAttribute('id')).toBe(name);
      expect(slots.length).toBeGreaterThanOrEqual(3);
      const memberOrRecipient =
        subject === card ? 'João Batista Ferreira' : 'Maria Aparecida dos Santos';
      expect(slots.map((slot) => slot.textContent).join(' ')).toContain(
        memberOrRecipient.split(' ')[0],
      );

      const png = await sharp(files[`${base}.png`]!).metadata();
      expect([png.format, png.width, png.height]).toEqual(['png', width, height]);

      const pdf = await PDFDocument.load(files[`${base}.pdf`]!, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      const page = pdf.getPage(0).getSize();
      expect(page.width).toBeCloseTo((wMm * 72) / 25.4, 2);
      expect(page.height).toBeCloseTo((hMm * 72) / 25.4, 2);
      expect(pdf.getTitle()).toBe(subject.title);
      for (const font of info.fonts) expect(pdf.getKeywords()).toContain(`fonte: ${font.family}`);

      const readme = strFromU8(files['LEIA-ME.txt']!);
      expect(readme).toContain(`${sizeName}: ${mmText} (${width} × ${height} px, 300 dpi`);
      expect(readme).toContain(`${ORIGIN}/artes/${subject.id}-`);
      expect(info.fonts.length).toBeGreaterThan(0);
      // Every family the SVG names is credited with its licence and where to get it.
      const families = new Set(
        [...svg.querySelectorAll('[font-family]')].map((el) =>
          el.getAttribute('font-family')!.split(',')[0]!.replace(/['"]/g, '').trim(),
        ),
      );
      for (const family of families) {
        expect(readme).toContain(
          `- ${family}: SIL Open Font License 1.1. Baixe em https://fonts.google.com/specimen/${family.replace(/ /g, '+')}`,
        );
      }
      expect(strFromU8(files['LICENCA.txt']!)).toContain('arte gratuita');
    },
  );

  it('a feed post has no PDF and a 1080 × 1350 PNG', async () => {
    const { files } = await filesOf(post);
    const base = 'arte-gospel-santa-ceia-do-senhor-103';
    expect(Object.keys(files)).toEqual([
      'LEIA-ME.txt',
      'LICENCA.txt',
      `${base}.svg`,
      `${base}.png`,
    ]);
    const png = await sharp(files[`${base}.png`]!).metadata();
    expect([png.width, png.height]).toEqual([1080, 1350]);
    const readme = strFromU8(files['LEIA-ME.txt']!);
    expect(readme).toContain('Post para feed 4:5: 1080 × 1350 px');
    expect(readme).not.toContain('.pdf');
  });
});

describe('the kept ZIP', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'arte-gospel-files-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is made once (also for parallel calls), then read; an edited art gets a new one', async () => {
    const made: string[] = [];
    const files = artFiles({
      root,
      queue: createRenderQueue({ concurrency: 1 }),
      onCreate: (key) => made.push(key),
    });
    const [first, second] = await Promise.all([files.zip(post, ORIGIN), files.zip(post, ORIGIN)]);
    expect(first.name).toBe('arte-gospel-santa-ceia-do-senhor-103.zip');
    expect(first.data.equals(second.data)).toBe(true);
    const third = await files.zip(post, ORIGIN);
    expect(third.data.equals(first.data)).toBe(true);
    expect(made).toEqual([`arts/103/${EDITED.getTime()}/arte-gospel-santa-ceia-do-senhor-103.zip`]);

    const edited = { ...post, updated_at: new Date('2026-05-11T08:00:00Z') };
    const fresh = await files.zip(edited, ORIGIN);
    expect(made).toHaveLength(2);
    expect(made[1]).toBe(
      `arts/103/${edited.updated_at.getTime()}/arte-gospel-santa-ceia-do-senhor-103.zip`,
    );
    expect(Object.keys(unzipSync(new Uint8Array(fresh.data)))).toHaveLength(4);
  });
});
