import { EditedArtSchema, type PrefillChurch, TEMPLATES, templateById } from '@arte-gospel/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canvasSize,
  editState,
  exportFileName,
  fontLoadSpec,
  initialPalette,
  initialTexts,
  pdfPageSize,
} from './editor-model';
import { embedFontCss, fontFaceCss } from './template-fonts';

const poster = TEMPLATES.find((t) => t.kind === 'poster' && t.sizes.includes('stories'));
if (!poster) throw new Error('no poster template');

const church: PrefillChurch = {
  name: 'Igreja Batista Central',
  address: 'Rua das Flores, 100',
  serviceTimes: [{ day: 'Domingo', time: '19:00', label: null }],
  pastorName: null,
  instagram: null,
  whatsapp: null,
  pixKey: null,
};

const design = {
  templateId: poster.id,
  paletteId: poster.palettes[0]?.id ?? '',
  sizeId: 'stories' as const,
  texts: { title: 'Santa Ceia', churchName: 'Igreja do seed', bogus: 'x' },
};

describe('initialTexts', () => {
  it("starts from the art's texts with the church profile over them, every slot a field", () => {
    const texts = initialTexts(poster, design, church);
    expect(texts.title).toBe('Santa Ceia');
    expect(texts.churchName).toBe('Igreja Batista Central');
    expect(texts.address).toBe('Rua das Flores, 100');
    expect(texts.time).toBe('Domingo · 19h');
    expect(Object.keys(texts).sort()).toEqual(poster.slots.map((s) => s.name).sort());
    expect(texts).not.toHaveProperty('bogus');
    expect(texts.verse).toBe('');
  });
  it("keeps the art's texts without a church profile", () => {
    expect(initialTexts(poster, design, null).churchName).toBe('Igreja do seed');
  });
  it("reopens a saved edit as it was (no prefill over the user's texts)", () => {
    const texts = initialTexts(poster, design, church, {
      texts: { churchName: 'Minha', title: '' },
    });
    expect(texts).toMatchObject({ churchName: 'Minha', title: '', address: '' });
  });
});

describe('initialPalette', () => {
  it("reopens the saved palette when the art's template still has it", () => {
    const other = poster.palettes[1]?.id ?? '';
    expect(initialPalette(poster, design, { paletteId: other })).toBe(other);
    expect(initialPalette(poster, design, { paletteId: 'nao-existe' })).toBe(design.paletteId);
    expect(initialPalette(poster, design, null)).toBe(design.paletteId);
  });
});

describe('editState', () => {
  it('is a valid EditedArt of the design', () => {
    const state = editState(7, design, design.paletteId, { title: 'Culto', verse: '' }, poster);
    expect(v.parse(EditedArtSchema, state)).toEqual({
      artId: 7,
      templateId: poster.id,
      sizeId: 'stories',
      paletteId: design.paletteId,
      texts: { title: 'Culto', verse: '' },
      photos: {},
      logoUrl: null,
      pixPayload: null,
      churchColors: null,
    });
  });
});

describe('export files', () => {
  it('names the file from the title', () => {
    expect(exportFileName('Santa Ceia do Senhor!', 'png')).toBe('santa-ceia-do-senhor.png');
    expect(exportFileName('Conferência de Jovens — 2026', 'pdf')).toBe(
      'conferencia-de-jovens-2026.pdf',
    );
    expect(exportFileName('???', 'png')).toBe('arte.png');
    expect(exportFileName('a'.repeat(200), 'png')).toBe(`${'a'.repeat(60)}.png`);
  });
  it("draws the canvas at the size's pixel size", () => {
    expect(canvasSize('stories')).toEqual({ width: 1080, height: 1920 });
    expect(canvasSize('a4-retrato')).toEqual({ width: 2480, height: 3508 });
    expect(canvasSize('carteirinha')).toEqual({ width: 1011, height: 638 });
  });
  it('gives print sizes a PDF page of their millimetres, screen sizes none', () => {
    const a4 = pdfPageSize('a4-retrato');
    expect(a4?.width).toBeCloseTo(595.28, 1);
    expect(a4?.height).toBeCloseTo(841.89, 1);
    expect(pdfPageSize('stories')).toBeNull();
  });
});

describe('template fonts', () => {
  const face = { family: 'Playfair Display', weight: 400, style: 'italic' } as const;
  it('asks the page for each face by its CSS shorthand', () => {
    expect(fontLoadSpec(face)).toBe('italic 400 32px "Playfair Display"');
  });
  it('writes @font-face rules and puts them first inside the SVG', () => {
    const template = templateById(poster.id);
    expect(template).toBeDefined();
    const css = fontFaceCss(
      [{ ...face, package: 'p', file: 'f', licence: 'l', url: 'u' }],
      () => 'data:font/ttf;base64,AA==',
    );
    expect(css).toContain('font-family:"Playfair Display";font-style:italic;font-weight:400');
    expect(embedFontCss('<svg a="1"><g/></svg>', css)).toBe(
      `<svg a="1"><defs><style>${css}</style></defs><g/></svg>`,
    );
  });
});
