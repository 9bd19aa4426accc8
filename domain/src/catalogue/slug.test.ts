import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artIdentifier, artPath, artSlug, parseArtIdentifier } from './slug';

const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('artSlug (catalogue §5)', () => {
  it('replaces pipes with spaces, collapses whitespace, lowercases and hyphen-joins', () => {
    expect(artSlug('Culto de Jovens | Sábado', 1)).toBe('culto-de-jovens-sabado');
    expect(artSlug('  Santa   Ceia\t\n2026  ', 1)).toBe('santa-ceia-2026');
    expect(artSlug('Batismo|Domingo', 1)).toBe('batismo-domingo');
  });

  it('strips accents instead of dropping the letter', () => {
    expect(artSlug('Família', 1)).toBe('familia');
    expect(artSlug('Ação de Graças — Coração', 1)).toBe('acao-de-gracas-coracao');
  });

  it('keeps only a-z0-9 inside words and treats hyphens as separators', () => {
    expect(artSlug("Dia D'Oração!!! (2026)", 1)).toBe('dia-doracao-2026');
    expect(artSlug('ano-novo 2026', 1)).toBe('ano-novo-2026');
    expect(artSlug('a -- b', 1)).toBe('a-b');
  });

  it("falls back to 'arte-gospel' for an empty title, so the path is '/artes/{id}-arte-gospel'", () => {
    expect(artSlug('', 42)).toBe('arte-gospel');
    expect(artSlug(null, 42)).toBe('arte-gospel');
    expect(artSlug('   ', 7)).toBe('arte-gospel');
    expect(artSlug('| ! ✝', 7)).toBe('arte-gospel');
    expect(artPath({ id: 42, title: '' })).toBe('/artes/42-arte-gospel');
  });

  it('always gives a hyphen-joined a-z0-9 slug (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (title, id) => {
        const slug = artSlug(title, id);
        expect(slug).toMatch(SLUG_SHAPE);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent on its own output (property)', () => {
    const titles = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom('a', 'É', 'ç', '|', ' ', '-', '9', '!', '\t') }),
    );
    fc.assert(
      fc.property(titles, fc.nat(), (title, id) => {
        const once = artSlug(title, id);
        expect(artSlug(once, id)).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});

describe('artPath / artIdentifier (catalogue §2, §5)', () => {
  it("builds '/artes/{id}-{slug}' for every title (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (title, id) => {
        expect(artPath({ id, title })).toBe(`/artes/${id}-${artSlug(title, id)}`);
      }),
    );
  });

  it("builds '/artes/{id}-{slug}'", () => {
    expect(artPath({ id: 123, title: 'Culto da Família' })).toBe('/artes/123-culto-da-familia');
    expect(artIdentifier({ id: 5, title: 'Agenda | Semana' })).toBe('5-agenda-semana');
  });

  it('does not repeat the id for an untitled art', () => {
    expect(artPath({ id: 7, title: '' })).toBe('/artes/7-arte-gospel');
    expect(artPath({ id: 7 })).toBe('/artes/7-arte-gospel');
  });
});

describe('parseArtIdentifier (platform §2.1)', () => {
  it('reads the id and the slug', () => {
    expect(parseArtIdentifier('123-some-slug')).toEqual({ id: 123, slug: 'some-slug' });
    expect(parseArtIdentifier('7-arte-gospel')).toEqual({ id: 7, slug: 'arte-gospel' });
    expect(parseArtIdentifier('55')).toEqual({ id: 55, slug: '' });
  });

  it('returns null without a leading id', () => {
    expect(parseArtIdentifier('some-slug')).toBeNull();
    expect(parseArtIdentifier('')).toBeNull();
    expect(parseArtIdentifier('-3-x')).toBeNull();
    expect(parseArtIdentifier('99999999999999999999-x')).toBeNull();
  });

  it('round-trips artIdentifier (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(), (title, id) => {
        const parsed = parseArtIdentifier(artIdentifier({ id, title }));
        expect(parsed?.id).toBe(id);
      }),
    );
  });
});
