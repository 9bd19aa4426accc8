import { describe, expect, it } from 'vitest';
import {
  containsSearch,
  foldText,
  matchesSearch,
  SEARCH_MAX_TERMS,
  searchDocument,
  searchTerms,
  stemWord,
} from './search';

describe('foldText', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldText('Páscoa')).toBe('pascoa');
    expect(foldText('PÁSCOA')).toBe('pascoa');
    expect(foldText('  Dia das Mães — 2ª edição!  ')).toBe('dia das maes 2a edicao');
    expect(foldText('Culto da Família | Domingo 19h')).toBe('culto da familia domingo 19h');
    expect(foldText('Oração, Louvor & Adoração')).toBe('oracao louvor adoracao');
    expect(foldText('—')).toBe('');
  });
});

describe('stemWord: a plural and its singular meet (real Portuguese pairs)', () => {
  // [plural, singular]: each pair is a real word and its plural, folded as a church types them.
  const pairs: Array<[string, string]> = [
    ['cultos', 'culto'], // -s
    ['igrejas', 'igreja'],
    ['noites', 'noite'],
    ['mulheres', 'mulher'], // -es after r
    ['louvores', 'louvor'],
    ['pastores', 'pastor'],
    ['luzes', 'luz'], // -es after z
    ['cruzes', 'cruz'],
    ['meses', 'mes'], // -es after s
    ['jovens', 'jovem'], // -ns → -m
    ['mensagens', 'mensagem'],
    ['homens', 'homem'],
    ['oracoes', 'oracao'], // -ões → -ão
    ['licoes', 'licao'],
    ['celebracoes', 'celebracao'],
    ['maes', 'mae'], // -ães → -ãe
    ['paes', 'pao'], // -ães → -ão for the words that come from -ão
    ['capelaes', 'capelao'],
    ['irmaos', 'irmao'], // -ãos → -ão
    ['natais', 'natal'], // -ais → -al
    ['especiais', 'especial'],
    ['pais', 'pai'], // Dia dos Pais: a short -ais is -ai
    ['fieis', 'fiel'], // -éis → -el
    ['papeis', 'papel'],
    ['reis', 'rei'], // a short -eis is -ei
    ['farois', 'farol'], // -óis → -ol
    ['herois', 'heroi'], // heróis da fé
    ['azuis', 'azul'], // -uis → -ul
    ['infantis', 'infantil'], // -is → -il
    ['juvenis', 'juvenil'],
    ['faceis', 'facil'],
  ];

  it.each(pairs)('%s ~ %s', (plural, singularForm) => {
    expect(stemWord(plural)).toBe(stemWord(singularForm));
  });

  it('brings masculine and feminine together', () => {
    expect(stemWord('santa')).toBe(stemWord('santo'));
    expect(stemWord('irma')).toBe(stemWord('irmao'));
    expect(stemWord('abencoada')).toBe(stemWord('abencoado'));
  });

  it('keeps different words apart', () => {
    expect(stemWord('mae')).not.toBe(stemWord('mao'));
    expect(stemWord('maes')).not.toBe(stemWord('maos'));
    expect(stemWord('pai')).not.toBe(stemWord('pao'));
    expect(stemWord('rei')).not.toBe(stemWord('reino'));
    expect(stemWord('ceia')).not.toBe(stemWord('ceu'));
  });

  it('leaves short words, words with digits and invariable words alone', () => {
    expect(stemWord('ebd')).toBe('ebd');
    expect(stemWord('19h')).toBe('19h');
    expect(stemWord('2026')).toBe('2026');
    expect(stemWord('deus')).toBe('deus');
    expect(stemWord('jesus')).toBe('jesus');
    expect(stemWord('ceia')).toBe('ceia');
  });

  it('gives the stems stored for titles', () => {
    expect(stemWord('cultos')).toBe('cult');
    expect(stemWord('oracoes')).toBe('oraca');
    expect(stemWord('jovens')).toBe('jovem');
    expect(stemWord('pascoa')).toBe('pasco');
  });
});

describe('searchDocument', () => {
  it('is the stems of the title, accents and case aside', () => {
    expect(searchDocument('Santa Ceia do Senhor')).toBe('sant ceia do senhor');
    expect(searchDocument('Culto de Jovens | Sábado 19h30')).toBe('cult de jovem sabad 19h30');
    expect(searchDocument('DIA DAS MÃES')).toBe(searchDocument('dia das maes'));
    expect(searchDocument('EBD — Lição 7')).toBe('ebd lica 7');
    expect(searchDocument('')).toBe('');
  });
});

describe('searchTerms', () => {
  it('folds, stems and drops stop words', () => {
    expect(searchTerms('cultos de jovens')).toEqual(['cult', 'jovem']);
    expect(searchTerms('PÁSCOA')).toEqual(['pasco']);
    expect(searchTerms('pascoa')).toEqual(['pasco']);
    expect(searchTerms('Dia das Mães')).toEqual(['dia', 'mae']);
    expect(searchTerms('santa  ceia')).toEqual(['sant', 'ceia']);
  });

  it('keeps stop words when nothing else is left, and drops repeats', () => {
    expect(searchTerms('de')).toEqual(['de']);
    expect(searchTerms('culto cultos CULTO')).toEqual(['cult']);
  });

  it('is bounded', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('!!! ???')).toEqual([]);
    const many = 'um dois tres quatro cinco seis sete oito nove dez onze';
    expect(searchTerms(many)).toHaveLength(SEARCH_MAX_TERMS);
    expect(searchTerms('x'.repeat(500))).toEqual(['x'.repeat(40)]);
    for (const term of searchTerms('Ação! <script> 100% "fé"')) expect(term).toMatch(/^[a-z0-9]+$/);
  });
});

describe('matchesSearch', () => {
  it('finds what a church types, accents, case, plurals and gender aside', () => {
    const cases: Array<[query: string, text: string]> = [
      ['pascoa', 'Páscoa'],
      ['PÁSCOA', 'Culto de Páscoa'],
      ['Páscoa', 'pascoa'],
      ['cultos', 'Culto da Família'],
      ['culto', 'Cultos de Domingo'],
      ['mães', 'Dia da Mãe'],
      ['mae', 'Dia das Mães'],
      ['orações', 'Noite de Oração'],
      ['jovem', 'Culto de Jovens'],
      ['cultos de jovens', 'Culto de Jovens'],
      ['santa ceia', 'SANTA CEIA DO SENHOR'],
      ['ceia santa', 'Santa Ceia'],
      ['natal', 'Cantata de Natal'],
      ['pasc', 'Páscoa'], // while typing
      ['lição 7', 'EBD — Lição 7'],
      ['dia dos pais', 'Dia dos Pais'],
      ['pai', 'Dia dos Pais'],
    ];
    for (const [query, text] of cases)
      expect(matchesSearch(text, query), `${query} → ${text}`).toBe(true);
  });

  it('needs every word, at the start of a word', () => {
    expect(matchesSearch('Santa Ceia', 'santa natal')).toBe(false);
    expect(matchesSearch('Culto Infantil', 'jovens')).toBe(false);
    expect(matchesSearch('Soberano', 'ano')).toBe(false);
    expect(matchesSearch('Dia das Mães', 'mãos')).toBe(false);
    expect(matchesSearch('Batismo', '')).toBe(true);
  });

  it('names a category only when its name answers every term (the api asks it so)', () => {
    expect(matchesSearch('Culto de Ceia', 'santa ceia')).toBe(false);
    expect(matchesSearch('Culto de Ceia', 'ceia')).toBe(true);
    expect(matchesSearch('Natal', 'natal jovens')).toBe(false);
    expect(matchesSearch('Batismo', 'natal')).toBe(false);
  });
});

describe('containsSearch (the category search, a contains-match)', () => {
  it('finds a name containing the query, accents, case and plurals aside', () => {
    expect(containsSearch('Culto Infantil', 'fantil')).toBe(true);
    expect(containsSearch('Páscoa', 'PASCOA')).toBe(true);
    expect(containsSearch('Dia das Mães', 'das mae')).toBe(true);
    expect(containsSearch('Dia das Mães', 'mães')).toBe(true);
    expect(containsSearch('Culto de Jovens', 'cultos de jovens')).toBe(true);
    expect(containsSearch('Envelopes de Dízimos', 'dizimo')).toBe(true);
    expect(containsSearch('Vigília', 'vigilias')).toBe(true);
    expect(containsSearch('Batismo', '  ')).toBe(true);
  });

  it('needs every word', () => {
    expect(containsSearch('Culto de Jovens', 'culto infantil')).toBe(false);
    expect(containsSearch('Natal', 'pascoa')).toBe(false);
  });
});
