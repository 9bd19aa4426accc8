import { parsePixPayload, pixCode } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import {
  churchPix,
  cityFromAddress,
  drawnPixPayload,
  initialExtras,
  logoSource,
  offeredChurchColors,
  pixSource,
  renderExtras,
  savedExtras,
} from './church-extras';
import { initialPalette } from './editor-model';

const church = {
  name: 'Igreja Batista Esperança',
  address: 'Rua das Flores, 120 — Centro, Campinas/SP',
  pixKey: { type: 'cpf' as const, key: '52998224725' },
  logoUrl: '/media/site/logo.webp',
  primaryColor: '#1e3a8a',
  secondaryColor: '#d4af37',
};

describe('cityFromAddress', () => {
  it('reads the city the way churches write addresses', () => {
    expect(cityFromAddress('Rua das Flores, 120 — Centro, Campinas/SP')).toBe('Campinas');
    expect(cityFromAddress('Av. Brasil 500, Recife - PE')).toBe('Recife');
    expect(cityFromAddress('Rua A, 10, Belo Horizonte, MG, 30110-000')).toBe('Belo Horizonte');
    expect(cityFromAddress('Rua XV de Novembro, 200 - Curitiba')).toBe('Curitiba');
    expect(cityFromAddress('Rua das Flores, 120')).toBeNull();
    expect(cityFromAddress('Centro')).toBeNull();
    expect(cityFromAddress(null)).toBeNull();
  });
});

describe('churchPix', () => {
  it('builds the copia e cola of the key, with the church name and city', () => {
    const pix = churchPix(church);
    if (!pix.ok) throw new Error('no payload');
    expect(pix.keyLabel).toBe('529.982.247-25');
    expect(pix.typeLabel).toBe('CPF');
    const parsed = parsePixPayload(pix.payload);
    if (!parsed.ok) throw new Error('invalid payload');
    expect(parsed.payload).toMatchObject({
      key: '52998224725',
      merchantName: 'IGREJA BATISTA ESPERANCA',
      merchantCity: 'CAMPINAS',
    });
    // No city in the address: the code still needs one.
    const noCity = churchPix({ ...church, address: null });
    if (!noCity.ok) throw new Error('no payload');
    const parsedNoCity = parsePixPayload(noCity.payload);
    expect(parsedNoCity.ok && parsedNoCity.payload.merchantCity).toBe('BRASIL');
    expect(churchPix({ ...church, pixKey: null })).toEqual({ ok: false });
    expect(churchPix(null)).toEqual({ ok: false });
  });
});

describe('logo, QR code and church colours of an edit', () => {
  it('opens a new edit with the logo on, and the QR code on for envelopes and cards', () => {
    expect(initialExtras('envelope', church, null)).toEqual({ logoOn: true, pixOn: true });
    expect(initialExtras('poster', church, null)).toEqual({ logoOn: true, pixOn: false });
    expect(initialExtras('digitalcard', { ...church, pixKey: null, logoUrl: null }, null)).toEqual({
      logoOn: false,
      pixOn: false,
    });
    // A saved edit reopens as saved.
    expect(
      initialExtras('envelope', church, { logoUrl: null, pixPayload: null, churchColors: null }),
    ).toEqual({ logoOn: false, pixOn: false });
  });

  it('draws the saved edit’s logo, and the current one when that is gone', () => {
    const saved = { logoUrl: '/media/site/logo-antigo.webp', pixPayload: null };
    expect(logoSource(church, null)).toBe('/media/site/logo.webp');
    expect(logoSource(church, saved)).toBe('/media/site/logo-antigo.webp');
    // The church replaced its logo since: the old file cannot be read.
    expect(logoSource(church, saved, true)).toBe('/media/site/logo.webp');
    expect(logoSource({ logoUrl: null }, saved, true)).toBeNull();
    expect(logoSource(null, null)).toBeNull();
  });

  it('draws the church’s current PIX key, a saved code only when the church has none', () => {
    // Saved when the church's key was another CPF; the church has since changed it.
    const old = churchPix({ ...church, pixKey: { type: 'cpf', key: '11144477735' } });
    if (!old.ok) throw new Error('the old key should make a code');
    const saved = { logoUrl: null, pixPayload: old.payload };
    const drawn = pixSource(church, saved);
    expect(drawn).not.toBe(old.payload);
    expect(parsePixPayload(drawn ?? '')).toMatchObject({
      ok: true,
      payload: { key: '52998224725' },
    });
    // Without a key in the profile any more, the saved code stays.
    expect(pixSource({ ...church, pixKey: null }, saved)).toBe(old.payload);
    expect(pixSource({ ...church, pixKey: null }, null)).toBeNull();
  });

  it('keeps the colours a saved edit was made with over the profile’s', () => {
    const saved = {
      logoUrl: null,
      pixPayload: null,
      churchColors: { primary: '#ffd700', secondary: null },
    };
    expect(offeredChurchColors(church, saved)).toEqual(saved.churchColors);
    expect(offeredChurchColors(church, null)).toEqual({ primary: '#1e3a8a', secondary: '#d4af37' });
    expect(
      initialPalette({ palettes: [] }, { paletteId: 'aurora' }, { paletteId: 'igreja', ...saved }),
    ).toBe('igreja');
    expect(
      initialPalette(
        { palettes: [] },
        { paletteId: 'aurora' },
        { paletteId: 'igreja', churchColors: null },
      ),
    ).toBe('aurora');
  });

  it('saves and draws only what is on, the colours only with Cores da igreja', () => {
    const colors = { primary: '#1e3a8a', secondary: null };
    const base = {
      kind: 'envelope' as const,
      paletteId: 'igreja',
      colors,
      logoOn: true,
      logoUrl: '/media/site/logo.webp',
      pixOn: true,
      pixPayload: 'PAYLOAD',
    };
    expect(savedExtras(base)).toEqual({
      logoUrl: '/media/site/logo.webp',
      pixPayload: 'PAYLOAD',
      churchColors: colors,
    });
    expect(savedExtras({ ...base, kind: 'poster', paletteId: 'aurora', logoOn: false })).toEqual({
      logoUrl: null,
      pixPayload: null,
      churchColors: null,
    });
    // A data: URL is drawn but never stored in the edit.
    expect(savedExtras({ ...base, logoUrl: 'data:image/png;base64,AAAA' }).logoUrl).toBeNull();
    const pix = churchPix(church);
    if (!pix.ok) throw new Error('the church has a valid key');
    const code = pixCode(pix.payload);
    expect(renderExtras({ ...base, logoHref: 'data:image/png;base64,AAAA', pix: code })).toEqual({
      logo: { href: 'data:image/png;base64,AAAA' },
      pix: code,
      churchColors: colors,
    });
    expect(renderExtras({ ...base, logoHref: null, pix: null, paletteId: 'aurora' })).toEqual({});
    // A poster has no QR code, whatever it is given.
    expect(renderExtras({ ...base, kind: 'poster', logoHref: null, pix: code })).toEqual({
      churchColors: colors,
    });
    // The payload encoded: only when on, and only for envelopes and digital cards.
    expect(drawnPixPayload(base)).toBe('PAYLOAD');
    expect(drawnPixPayload({ ...base, kind: 'digitalcard' })).toBe('PAYLOAD');
    expect(drawnPixPayload({ ...base, pixOn: false })).toBeNull();
    expect(drawnPixPayload({ ...base, kind: 'poster' })).toBeNull();
    expect(drawnPixPayload({ ...base, pixPayload: null })).toBeNull();
  });
});
