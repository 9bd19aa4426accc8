import { describe, expect, it } from 'vitest';
import {
  ART_SIZES,
  cleanText,
  cutOnWord,
  hasHonorific,
  layoutArt,
  type PrefillChurch,
  pastorTitle,
  prefillTexts,
  renderArtSvg,
  SLOT_MAX_LENGTH,
  type SlotName,
  serviceTimesText,
  TEMPLATES,
  type Template,
  templateById,
  textWidth,
} from '../index';

const CHURCH: PrefillChurch = {
  name: 'Igreja Batista Esperança',
  address: 'Rua das Oliveiras, 120 — Centro, São Paulo',
  serviceTimes: [
    { day: 'Quarta-feira', time: '19:30', label: 'Culto de oração' },
    { day: 'Domingo', time: '19:00', label: null },
    { day: 'Domingo', time: '09:00', label: 'Escola Bíblica' },
  ],
  pastorName: 'Carlos Mendes',
  instagram: 'igrejaesperanca',
  whatsapp: '+5511912345678',
  pixKey: { type: 'cpf', key: '12345678909' },
};

/** The art's own texts (as the catalogue stores them). */
const ART_TEXTS: Partial<Record<SlotName, string>> = {
  churchName: 'Igreja Modelo',
  title: 'Santa Ceia do Senhor',
  subtitle: 'Fazei isto em memória de mim',
  date: 'Domingo, 19 de maio',
  time: '19h',
  verse:
    'Porque, todas as vezes que comerdes este pão e beberdes este cálice, anunciais a morte do Senhor.',
  verseRef: '1 Coríntios 11:26',
  speaker: 'Pr. Fulano',
};

const SUNDAY = new Date(Date.UTC(2025, 4, 18));
const WEDNESDAY = new Date(Date.UTC(2025, 4, 21));

function santaCeia(): Template {
  const t = templateById('santa-ceia');
  if (!t) throw new Error('santa-ceia');
  return t;
}

/** The live <text> of a slot: its attributes and its lines. */
function slotInSvg(svg: string, slot: SlotName): { attrs: string; lines: string[] } | null {
  const m = new RegExp(`<text id="${slot}" data-slot="${slot}"([^>]*)>(.*?)</text>`).exec(svg);
  if (!m) return null;
  const unescapeXml = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const lines = [...(m[2] as string).matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)].map((l) =>
    unescapeXml(l[1] as string),
  );
  return { attrs: m[1] as string, lines };
}

describe('prefill from the church profile', () => {
  it("fills a Santa Ceia story with the church's name, address, times and pastor, and nothing else", () => {
    const texts = prefillTexts(santaCeia(), CHURCH, SUNDAY);
    expect(texts).toEqual({
      churchName: 'Igreja Batista Esperança',
      address: 'Rua das Oliveiras, 120 — Centro, São Paulo',
      time: 'Domingo · 9h e 19h | Quartas · 19h30',
      speaker: 'Pr. Carlos Mendes',
    });
    // Title, date and verse stay the art's own; a poster has no Instagram, phone or PIX layer.
    for (const slot of ['title', 'date', 'verse', 'instagram', 'phone', 'pixKey'] as const) {
      expect(texts[slot]).toBeUndefined();
    }
  });

  it('fills a digital card and an envelope with the formatted contacts and PIX key', () => {
    const card = prefillTexts(templateById('cartao-igreja') as Template, CHURCH);
    expect(card).toMatchObject({
      instagram: '@igrejaesperanca',
      phone: '(11) 91234-5678',
      pixKey: '123.456.789-09',
      time: 'Domingo · 9h e 19h | Quartas · 19h30',
    });
    expect(card.speaker).toBeUndefined();
    const envelope = prefillTexts(templateById('envelope-semeador') as Template, {
      ...CHURCH,
      whatsapp: '+551134567890',
      pixKey: { type: 'phone', key: '+5511912345678' },
    });
    expect(envelope).toMatchObject({ phone: '(11) 3456-7890', pixKey: '+55 (11) 91234-5678' });
    expect(envelope.time).toBeUndefined(); // an envelope has no time layer
  });

  it('leaves out what the profile lacks', () => {
    const bare = prefillTexts(templateById('cartao-igreja') as Template, {
      name: 'Igreja Vida',
      address: null,
      serviceTimes: [],
      pastorName: null,
      instagram: null,
      whatsapp: null,
      pixKey: null,
    });
    expect(bare).toEqual({ churchName: 'Igreja Vida' });
  });

  it('puts every prefilled text in the rendered art as a live, labelled <text>', () => {
    for (const t of TEMPLATES) {
      for (const sizeId of t.sizes) {
        const prefilled = prefillTexts(t, CHURCH, SUNDAY);
        const out = renderArtSvg({
          templateId: t.id,
          paletteId: t.palettes[0]?.id as string,
          sizeId,
          texts: { ...ART_TEXTS, ...prefilled },
        });
        for (const [slot, value] of Object.entries(prefilled) as [SlotName, string][]) {
          const where = `${t.id} ${sizeId} ${slot}`;
          const found = slotInSvg(out.svg, slot);
          expect(found, where).not.toBeNull();
          const shown = found?.lines.join(' ') ?? '';
          // Upper-cased by some styles; the whole text unless the slot had to end with '…'.
          if (!shown.endsWith('…')) {
            expect(shown.toLocaleLowerCase('pt-BR'), where).toBe(
              cleanText(value).toLocaleLowerCase('pt-BR'),
            );
          }
        }
      }
    }
    // The Santa Ceia story shows the church's times in full.
    const story = renderArtSvg({
      templateId: 'santa-ceia',
      paletteId: 'vinho-real',
      sizeId: 'stories',
      texts: { ...ART_TEXTS, ...prefillTexts(santaCeia(), CHURCH, SUNDAY) },
    });
    expect(slotInSvg(story.svg, 'time')?.lines.join(' ').toLocaleLowerCase('pt-BR')).toBe(
      'domingo · 9h e 19h | quartas · 19h30',
    );
    expect(slotInSvg(story.svg, 'churchName')?.lines.join(' ').toLocaleLowerCase('pt-BR')).toBe(
      'igreja batista esperança',
    );
  });

  it('shrinks an 80-character church name and keeps it inside its box and the art', () => {
    const long = 'Igreja Evangélica Assembleia de Deus Ministério Missionário Campo de Jacarepaguá';
    expect([...long]).toHaveLength(80);
    const texts = prefillTexts(santaCeia(), { ...CHURCH, name: long }, SUNDAY);
    expect(texts.churchName).toBe(long);
    const layout = layoutArt({
      templateId: 'santa-ceia',
      paletteId: 'vinho-real',
      sizeId: 'stories',
      texts: { ...ART_TEXTS, ...texts },
    });
    const u = Math.min(layout.width, layout.height) / 100;
    const church = layout.composition.placed.find((p) => p.slot === 'churchName');
    if (!church) throw new Error('no churchName');
    expect(church.fitted.size).toBeLessThan(church.style.max * u);
    for (const line of church.fitted.lines) {
      expect(
        textWidth(line, church.style.face, church.fitted.size, church.style.ls ?? 0),
      ).toBeLessThanOrEqual(church.box.width + 0.01);
    }
    expect(church.fitted.height).toBeLessThanOrEqual(church.box.height + 0.01);
    expect(church.box.x).toBeGreaterThanOrEqual(0);
    expect(church.box.y).toBeGreaterThanOrEqual(0);
    expect(church.box.x + church.box.width).toBeLessThanOrEqual(ART_SIZES.stories.width);
    expect(church.box.y + church.box.height).toBeLessThanOrEqual(ART_SIZES.stories.height);
    // Set smaller than a short name in the same slot.
    const short = layoutArt({
      templateId: 'santa-ceia',
      paletteId: 'vinho-real',
      sizeId: 'stories',
      texts: { ...ART_TEXTS, churchName: 'Igreja Vida' },
    }).composition.placed.find((p) => p.slot === 'churchName');
    expect(church.fitted.size).toBeLessThan(short?.fitted.size ?? 0);
  });

  it('never passes a slot maximum: long texts are cut on a word boundary', () => {
    const address = `${'Avenida Presidente Juscelino Kubitschek de Oliveira '.repeat(3)}1500`;
    const texts = prefillTexts(templateById('cartao-igreja') as Template, {
      ...CHURCH,
      address,
    });
    const cut = texts.address as string;
    expect([...cut].length).toBeLessThanOrEqual(SLOT_MAX_LENGTH.address);
    expect(address.startsWith(cut)).toBe(true);
    expect(address[cut.length]).toBe(' ');
    expect(cutOnWord('Domingo · 9h | Quartas · 19h30', 16)).toBe('Domingo · 9h');
    expect(cutOnWord('Supercalifragilistico', 5)).toBe('Super');
    expect(cutOnWord('  curto  ', 10)).toBe('curto');
  });
});

describe('service times on an art', () => {
  it('writes days as a church does, joins same times, the art day first', () => {
    expect(serviceTimesText([{ day: 'Domingo', time: '19:00', label: null }])).toBe(
      'Domingo · 19h',
    );
    expect(serviceTimesText([{ day: 'Quarta-feira', time: '19:30', label: null }])).toBe(
      'Quartas · 19h30',
    );
    expect(
      serviceTimesText(
        [
          { day: 'Quinta-feira', time: '19:30', label: null },
          { day: 'Terça-feira', time: '19:30', label: null },
          { day: 'Domingo', time: '18:00', label: null },
          { day: 'Domingo', time: '08:00', label: null },
          { day: 'Domingo', time: '10:30', label: null },
          { day: 'Domingo', time: '18:00', label: 'repetido' },
        ],
        undefined,
        80,
      ),
    ).toBe('Domingo · 8h, 10h30 e 18h | Terças e Quintas · 19h30');
    expect(serviceTimesText(CHURCH.serviceTimes, WEDNESDAY)).toBe(
      'Quartas · 19h30 | Domingo · 9h e 19h',
    );
    expect(serviceTimesText([])).toBe('');
  });

  it('keeps whole groups within SLOT_MAX_LENGTH.time', () => {
    const times: PrefillChurch['serviceTimes'] = [
      { day: 'Domingo', time: '09:00', label: null },
      { day: 'Domingo', time: '19:00', label: null },
      { day: 'Segunda-feira', time: '20:00', label: null },
      { day: 'Quarta-feira', time: '19:30', label: null },
      { day: 'Sexta-feira', time: '22:00', label: null },
      { day: 'Sábado', time: '16:00', label: null },
    ];
    const text = serviceTimesText(times, SUNDAY);
    expect([...text].length).toBeLessThanOrEqual(SLOT_MAX_LENGTH.time);
    expect(text).toBe('Domingo · 9h e 19h | Segundas · 20h');
    const card = prefillTexts(templateById('cartao-igreja') as Template, {
      ...CHURCH,
      serviceTimes: times,
    });
    expect(card.time).toBe(text);
    // One day with more times than the slot holds is cut on a word.
    const many = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'].map(
      (time) => ({ day: 'Domingo' as const, time, label: null }),
    );
    const cut = serviceTimesText(many);
    expect([...cut].length).toBeLessThanOrEqual(SLOT_MAX_LENGTH.time);
    expect(cut.startsWith('Domingo · 6h, 8h, 10h')).toBe(true);
    expect(cut).not.toMatch(/[,·]$/);
  });
});

describe('pastor title', () => {
  it("adds 'Pr.' to a name without a title and keeps one that has it", () => {
    expect(pastorTitle('Carlos Mendes')).toBe('Pr. Carlos Mendes');
    expect(pastorTitle('  Pra.   Ana Lima ')).toBe('Pra. Ana Lima');
    expect(pastorTitle('Pastor João')).toBe('Pastor João');
    expect(pastorTitle('Bispo Marcos')).toBe('Bispo Marcos');
    expect(hasHonorific('Tia Rose')).toBe(true);
    expect(hasHonorific('Priscila Souza')).toBe(false);
    expect(prefillTexts(santaCeia(), { ...CHURCH, pastorName: 'Ap. Rui' }).speaker).toBe('Ap. Rui');
  });
});
