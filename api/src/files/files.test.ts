import { inflateSync } from 'node:zlib';
import { FONT_FACES } from '@arte-gospel/domain';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFileBase, artZipName, fontCredits, svgLayerNames } from './art-files';
import { mmToPoints, printPdf, rgbPngData } from './pdf';
import { createRenderQueue, QueueFullError } from './queue';
import { licenceText, millimetreSize, readmeText } from './texts';
import { zipEntries } from './zip';

// The pieces of a download's files: names, the text files, the print PDF, the ZIP and the
// render queue. The whole ZIP of real arts is checked in art-files.test.ts.

async function solidPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
}

describe('file names', () => {
  it('names the files after the title without accents, then the id', () => {
    expect(artFileBase({ id: 12, title: 'Santa Ceia do Senhor' })).toBe(
      'arte-gospel-santa-ceia-do-senhor-12',
    );
    expect(artZipName({ id: 7, title: 'Culto da Família — Domingo 19h' })).toBe(
      'arte-gospel-culto-da-familia-domingo-19h-7.zip',
    );
    expect(artZipName({ id: 3, title: '' })).toBe('arte-gospel-arte-gospel-3.zip');
  });

  it('cuts a long title at a word, at most 60 characters of slug', () => {
    const base = artFileBase({
      id: 5,
      title:
        'Congresso de Jovens Avivamento e Fé na Presença do Senhor Jesus Cristo Nosso Salvador',
    });
    expect(base).toBe('arte-gospel-congresso-de-jovens-avivamento-e-fe-na-presenca-do-senhor-5');
  });
});

describe('what the SVG tells the LEIA-ME', () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">
    <text id="title" data-slot="title" inkscape:label="Título" font-family="Playfair Display, serif">Santa Ceia</text>
    <text id="date" inkscape:label="Data" data-slot="date" style="font-family:'Montserrat';font-weight:700">Domingo</text>
    <text font-family="&quot;Great Vibes&quot;, cursive">Bem-vindo</text>
    <text data-slot="time" inkscape:label="Horário" font-family="Montserrat">19h</text>
  </svg>`;

  it('credits each font family once, with its licence and address', () => {
    const faces = FONT_FACES.filter((face) => face.family !== 'Lora');
    expect(fontCredits([...faces].reverse()).map((font) => font.family)).toEqual([
      'Bebas Neue',
      'Great Vibes',
      'Playfair Display',
      'Montserrat',
    ]);
    expect(fontCredits(faces)[0]).toEqual({
      family: 'Montserrat',
      licence: 'SIL Open Font License 1.1',
      url: 'https://fonts.google.com/specimen/Montserrat',
    });
  });

  it('lists the pt-BR layer names of the text slots', () => {
    expect(svgLayerNames(svg)).toEqual(['Título', 'Data', 'Horário']);
  });
});

describe('LEIA-ME.txt and LICENCA.txt', () => {
  const info = {
    id: 42,
    title: 'Certificado de Batismo',
    baseName: 'arte-gospel-certificado-de-batismo-42',
    size: {
      name: 'Carteirinha 85,6×54 mm',
      width: 1011,
      height: 638,
      print: { widthMm: 85.6, heightMm: 54 },
    },
    fonts: [
      {
        family: 'Montserrat',
        licence: 'SIL Open Font License 1.1',
        url: 'https://fonts.google.com/specimen/Montserrat',
      },
      {
        family: 'Great Vibes',
        licence: 'SIL Open Font License 1.1',
        url: 'https://fonts.google.com/specimen/Great+Vibes',
      },
    ],
    pageUrl: 'https://artegospel.com.br/artes/42-certificado-de-batismo',
    isPremium: false,
    layers: ['Nome do membro', 'Cargo'],
  };

  it('writes millimetres the pt-BR way', () => {
    expect(millimetreSize({ widthMm: 85.6, heightMm: 54 })).toBe('85,6 × 54 mm');
  });

  it('says the size, every file, every font with its licence and address, and how to edit', () => {
    const text = readmeText(info);
    expect(text).toContain('Certificado de Batismo');
    expect(text).toContain('https://artegospel.com.br/artes/42-certificado-de-batismo');
    expect(text).toContain('85,6 × 54 mm');
    expect(text).toContain('1011 × 638 px');
    expect(text).toContain('arte-gospel-certificado-de-batismo-42.svg');
    expect(text).toContain('arte-gospel-certificado-de-batismo-42.png');
    expect(text).toContain('arte-gospel-certificado-de-batismo-42.pdf');
    expect(text).toContain(
      'Montserrat: SIL Open Font License 1.1. Baixe em https://fonts.google.com/specimen/Montserrat',
    );
    expect(text).toContain('Great Vibes: SIL Open Font License 1.1');
    expect(text).toContain('(Nome do membro, Cargo)');
    for (const tool of ['Canva', 'Figma', 'Inkscape', 'Photoshop']) expect(text).toContain(tool);
    expect(text.split('\r\n').length).toBeGreaterThan(20);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('leaves the PDF out of a screen size', () => {
    const text = readmeText({
      ...info,
      size: { name: 'Post para feed 4:5', width: 1080, height: 1350 },
    });
    expect(text).toContain('Post para feed 4:5: 1080 × 1350 px');
    expect(text).not.toContain('.pdf');
  });

  it('the licence covers church use, free and premium, no resale, fonts under OFL, icons under MIT', () => {
    const text = licenceText({ ...info, isPremium: true });
    expect(text).toContain('arte Premium');
    expect(text).toContain('igreja');
    expect(text).toContain('Artes gratuitas');
    expect(text).toContain('Vender, revender');
    expect(text).toContain('SIL Open Font License 1.1');
    // Every design draws a Phosphor symbol: its MIT notice travels with the files.
    expect(text).toContain('Phosphor Icons (https://phosphoricons.com), licença MIT');
    expect(text).toContain('Copyright (c) 2023 Phosphor Icons');
  });
});

describe('the print PDF', () => {
  it.each([
    ['A4 retrato', 210, 297, 2480, 3508, 595.28, 841.89],
    ['Carteirinha', 85.6, 54, 1011, 638, 242.65, 153.07],
  ])(
    '%s: one page of the print size in points, the PNG full-bleed, metadata set',
    async (_, widthMm, heightMm, px, py, wPt, hPt) => {
      const bytes = await printPdf(await solidPng(px, py), {
        widthMm,
        heightMm,
        title: 'Certificado de Batismo',
        subject: 'A4 retrato — Arte Gospel nº 42',
        fonts: ['Montserrat', 'Great Vibes'],
        date: new Date('2026-03-01T12:00:00Z'),
      });
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBe(1);
      const { width, height } = doc.getPage(0).getSize();
      expect(width).toBeCloseTo(wPt, 1);
      expect(height).toBeCloseTo(hPt, 1);
      expect(doc.getTitle()).toBe('Certificado de Batismo');
      expect(doc.getAuthor()).toBe('Arte Gospel');
      expect(doc.getSubject()).toBe('A4 retrato — Arte Gospel nº 42');
      expect(doc.getProducer()).toBe('Arte Gospel (pdf-lib)');
      expect(doc.getKeywords()).toContain('fonte: Montserrat');
      expect(doc.getKeywords()).toContain('fonte: Great Vibes');
      expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    },
  );

  it("the page's image decodes to the PNG's pixels (lossless, transparency on white)", async () => {
    // 3 × 2: red, green, blue / white, half-transparent black, transparent.
    const pixels = Buffer.from([
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 128, 0, 0, 0, 0,
    ]);
    const png = await sharp(pixels, { raw: { width: 3, height: 2, channels: 4 } })
      .png()
      .toBuffer();
    const bytes = await printPdf(png, {
      widthMm: 30,
      heightMm: 20,
      title: 't',
      subject: 's',
      fonts: [],
      date: new Date('2026-01-01T00:00:00Z'),
    });
    const doc = await PDFDocument.load(bytes);
    const images = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    const image = images[0]!;
    expect(String(image.dict.get(PDFName.of('Width')))).toBe('3');
    expect(String(image.dict.get(PDFName.of('Height')))).toBe('2');
    // Undo the PNG predictor (PDF Predictor 15: a filter byte before each row).
    const raw = inflateSync(image.contents);
    const stride = 3 * 3;
    const out = Buffer.alloc(stride * 2);
    for (let y = 0; y < 2; y += 1) {
      const filter = raw[y * (stride + 1)];
      for (let x = 0; x < stride; x += 1) {
        const value = raw[y * (stride + 1) + 1 + x]!;
        const left = x >= 3 ? out[y * stride + x - 3]! : 0;
        const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
        const upLeft = y > 0 && x >= 3 ? out[(y - 1) * stride + x - 3]! : 0;
        const paeth = () => {
          const p = left + up - upLeft;
          const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
          return a <= b && a <= c ? left : b <= c ? up : upLeft;
        };
        const predictor = [0, left, up, (left + up) >> 1, paeth()][filter!]!;
        out[y * stride + x] = (value + predictor) & 0xff;
      }
    }
    expect([...out]).toEqual([
      255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 127, 127, 127, 255, 255, 255,
    ]);
  });

  it('reads only 8-bit RGB non-interlaced PNGs as they are', async () => {
    const rgba = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    expect(rgbPngData(rgba)).toBeNull();
    expect(rgbPngData(new TextEncoder().encode('não é png'))).toBeNull();
    const rgb = rgbPngData(await solidPng(5, 4));
    expect(rgb && [rgb.width, rgb.height]).toEqual([5, 4]);
  });

  it('converts millimetres to points', () => {
    expect(mmToPoints(25.4)).toBe(72);
  });
});

describe('the ZIP', () => {
  it('keeps the given order and the same bytes for the same files', async () => {
    const png = await solidPng(8, 8);
    const entries = [
      { name: 'LEIA-ME.txt', data: new TextEncoder().encode('Leia-me\r\n') },
      { name: 'a.svg', data: new TextEncoder().encode('<svg/>') },
      { name: 'a.png', data: png },
    ];
    const date = new Date('2026-02-10T10:00:00Z');
    const first = zipEntries(entries, date);
    expect(Buffer.from(zipEntries(entries, date)).equals(Buffer.from(first))).toBe(true);
    const files = unzipSync(first);
    expect(Object.keys(files)).toEqual(['LEIA-ME.txt', 'a.svg', 'a.png']);
    expect(strFromU8(files['LEIA-ME.txt']!)).toBe('Leia-me\r\n');
    expect(Buffer.from(files['a.png']!).equals(png)).toBe(true);
  });
});

describe('the render queue', () => {
  it('runs one task at a time and refuses beyond the waiting room', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2 });
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'feito';
      });
    const tasks = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.stats()).toEqual({ running: 1, waiting: 2 });
    // Each task in turn: wait until it runs (alone), then let it finish.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => releases.length).toBe(1);
      releases.shift()?.();
    }
    await expect(Promise.all(tasks)).resolves.toEqual(['feito', 'feito', 'feito']);
    expect(most).toBe(1);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('a failed task frees its place', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
