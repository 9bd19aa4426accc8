import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildPixPayload,
  EDIT_STATE_MESSAGES,
  type EditedArtInput,
  EditedArtSchema,
  photoNotInTemplateMessage,
  SLOT_MAX_LENGTH,
  slotNotInTemplateMessage,
  slotTooLongMessage,
  unknownSlotMessage,
} from '../index';

const pix = buildPixPayload({
  key: 'tesouraria@igrejaesperanca.org.br',
  merchantName: 'Igreja Batista Esperança',
  merchantCity: 'São Paulo',
});
if (!pix.ok) throw new Error('payload');
const PAYLOAD = pix.payload;

const VALID: EditedArtInput = {
  artId: 42,
  templateId: 'familia-abencoada',
  sizeId: 'stories',
  paletteId: 'por-do-sol',
  texts: {
    churchName: 'Igreja Batista Esperança',
    date: 'Domingo, 25 de maio',
    subtitle: '',
  },
  photos: { foto: { key: 'edits/7/3f9c2a.webp', crop: { x: 0.5, y: 0.35, scale: 1.6 } } },
  logoUrl: '/media/church-logos/7.webp',
  pixPayload: null,
  churchColors: null,
};

function messages(input: unknown): string[] {
  const result = v.safeParse(EditedArtSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
}

describe('edited art', () => {
  it('accepts a whole edit, and a minimal one with the defaults filled', () => {
    const parsed = v.parse(EditedArtSchema, VALID);
    expect(parsed).toEqual(VALID);
    expect(
      v.parse(EditedArtSchema, {
        artId: 1,
        templateId: 'envelope-semeador',
        sizeId: 'envelope-dizimo',
        paletteId: 'areia',
        texts: {},
        pixPayload: PAYLOAD,
      }),
    ).toEqual({
      artId: 1,
      templateId: 'envelope-semeador',
      sizeId: 'envelope-dizimo',
      paletteId: 'areia',
      texts: {},
      photos: {},
      logoUrl: null,
      pixPayload: PAYLOAD,
    });
    expect(
      messages({ ...VALID, photos: { foto: { key: null, crop: { x: 0, y: 1, scale: 4 } } } }),
    ).toEqual([]);
    expect(messages({ ...VALID, logoUrl: 'https://cdn.example.org/logo.png' })).toEqual([]);
    // A text at its slot's maximum is kept.
    const full = 'a'.repeat(SLOT_MAX_LENGTH.churchName);
    expect(messages({ ...VALID, texts: { churchName: full } })).toEqual([]);
  });

  it('refuses a design whose parts do not belong together', () => {
    expect(messages({ ...VALID, artId: 0 })).toEqual([EDIT_STATE_MESSAGES.art]);
    expect(messages({ ...VALID, artId: '42' })).toEqual([EDIT_STATE_MESSAGES.art]);
    expect(messages({ ...VALID, templateId: 'nao-existe' })).toEqual([
      EDIT_STATE_MESSAGES.template,
    ]);
    expect(messages({ ...VALID, sizeId: 'outdoor' })).toEqual([EDIT_STATE_MESSAGES.size]);
    expect(messages({ ...VALID, sizeId: 'carteirinha' })).toEqual([
      EDIT_STATE_MESSAGES.sizeOfTemplate,
    ]);
    expect(messages({ ...VALID, paletteId: 'neon' })).toEqual([
      EDIT_STATE_MESSAGES.paletteOfTemplate,
    ]);
    expect(messages({ ...VALID, paletteId: 'x'.repeat(61) })).toEqual([
      EDIT_STATE_MESSAGES.palette,
    ]);
  });

  it('refuses unknown layers, layers the template has not and texts past their maximum', () => {
    expect(messages({ ...VALID, texts: { churchname: 'x' } })).toEqual([
      unknownSlotMessage('churchname'),
    ]);
    expect(unknownSlotMessage('churchname')).toBe('Camada de texto desconhecida: “churchname”');
    expect(messages({ ...VALID, texts: { pixKey: 'chave' } })).toEqual([
      slotNotInTemplateMessage('pixKey'),
    ]);
    expect(slotNotInTemplateMessage('pixKey')).toBe('Esse modelo não tem a camada “Chave PIX”');
    expect(messages({ ...VALID, texts: { time: 'x'.repeat(SLOT_MAX_LENGTH.time + 1) } })).toEqual([
      slotTooLongMessage('time'),
    ]);
    expect(slotTooLongMessage('time')).toBe(
      'O texto de “Horário” deve ter no máximo 40 caracteres',
    );
    expect(messages({ ...VALID, texts: { title: 12 } })).toEqual([EDIT_STATE_MESSAGES.text]);
    expect(messages({ ...VALID, texts: { title: 'a\u0000b' } })).toEqual([
      EDIT_STATE_MESSAGES.text,
    ]);
    expect(messages({ ...VALID, texts: 'Igreja' })).toEqual([EDIT_STATE_MESSAGES.texts]);
    // Counted before any entry is read.
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 'x']));
    expect(messages({ ...VALID, texts: many })).toEqual([EDIT_STATE_MESSAGES.textsMax]);
    // A long unknown name is quoted shortened.
    expect(unknownSlotMessage('x'.repeat(500)).length).toBeLessThan(90);
  });

  it('refuses a photo the template has not, a bad file key or a crop out of bounds', () => {
    const photo = (value: unknown) => messages({ ...VALID, photos: { foto: value } });
    expect(messages({ ...VALID, photos: { capa: VALID.photos?.foto } })).toEqual([
      photoNotInTemplateMessage('capa'),
    ]);
    expect(photoNotInTemplateMessage('capa')).toBe('Esse modelo não tem o espaço de foto “capa”');
    for (const key of ['../segredo', 'edits/../../etc/passwd', '/absoluto', 'a b', '']) {
      expect(photo({ key, crop: { x: 0.5, y: 0.5, scale: 1 } }), key).toEqual([
        EDIT_STATE_MESSAGES.photoKey,
      ]);
    }
    expect(photo({ key: null, crop: { x: 1.2, y: 0.5, scale: 1 } })).toEqual([
      EDIT_STATE_MESSAGES.cropX,
    ]);
    expect(photo({ key: null, crop: { x: 0.5, y: -0.1, scale: 1 } })).toEqual([
      EDIT_STATE_MESSAGES.cropY,
    ]);
    expect(photo({ key: null, crop: { x: 0.5, y: 0.5, scale: 0.5 } })).toEqual([
      EDIT_STATE_MESSAGES.cropScale,
    ]);
    expect(photo({ key: null, crop: { x: 0.5, y: 0.5, scale: 99 } })).toEqual([
      EDIT_STATE_MESSAGES.cropScale,
    ]);
    expect(photo({ key: null })).toEqual([EDIT_STATE_MESSAGES.photo]);
    const five = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((id) => [id, VALID.photos?.foto]),
    );
    expect(messages({ ...VALID, photos: five })).toEqual([EDIT_STATE_MESSAGES.photosMax]);
  });

  it('refuses a logo that is not ours or https, and a PIX code that does not verify', () => {
    for (const logoUrl of ['javascript:alert(1)', 'http://x.org/a.png', '//x.org/a.png', 'a.png']) {
      expect(messages({ ...VALID, logoUrl }), logoUrl).toEqual([EDIT_STATE_MESSAGES.logo]);
    }
    expect(messages({ ...VALID, logoUrl: `/${'a'.repeat(600)}` })).toEqual([
      EDIT_STATE_MESSAGES.logo,
    ]);
    const broken = `${PAYLOAD.slice(0, -4)}0000`;
    for (const pixPayload of [broken, 'copia e cola', 'x'.repeat(2000)]) {
      expect(messages({ ...VALID, pixPayload }), String(pixPayload)).toEqual([
        EDIT_STATE_MESSAGES.pix,
      ]);
    }
    expect(messages({ ...VALID, pixPayload: 12 })).toEqual(['O código PIX deve ser um texto']);
  });

  it('keeps the church colours with the palette Cores da igreja, and only with it', () => {
    const church = {
      ...VALID,
      paletteId: 'igreja',
      churchColors: { primary: '#1e3a8a', secondary: '#D4AF37' },
    };
    expect(v.parse(EditedArtSchema, church)).toEqual(church);
    expect(messages({ ...church, churchColors: { primary: '#1e3a8a', secondary: null } })).toEqual(
      [],
    );
    // The palette without its colours, the colours with another palette.
    expect(messages({ ...church, churchColors: null })).toEqual([EDIT_STATE_MESSAGES.churchColors]);
    expect(messages({ ...VALID, churchColors: church.churchColors })).toEqual([
      EDIT_STATE_MESSAGES.churchColors,
    ]);
    for (const bad of ['red', '#12345', '#1234567', '#GGGGGG', 42, `#${'a'.repeat(5000)}`]) {
      expect(
        messages({ ...church, churchColors: { primary: bad, secondary: null } }),
        String(bad).slice(0, 20),
      ).toEqual([EDIT_STATE_MESSAGES.churchColor]);
    }
    expect(messages({ ...church, churchColors: '#1e3a8a' })).toEqual([
      EDIT_STATE_MESSAGES.churchColor,
    ]);
  });
});
