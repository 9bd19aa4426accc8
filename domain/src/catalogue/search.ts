// Search as a church types it (issue 17): accent- and case-insensitive, plurals and simple
// Portuguese stemming. One module for both sides: the api stores searchDocument(title) in
// arts.search_text and matches searchTerms(query) against it, and finds the categories a
// query names with matchesSearch; the site filters category names with containsSearch. So
// 'pascoa', 'PÁSCOA' and 'Páscoa' are the same and 'cultos' finds 'culto', 'mães' finds
// 'mãe', 'orações' finds 'oração', 'jovem' finds 'jovens'.
//
// A query term matches a document word it is a prefix of ('pasc' finds 'Páscoa' while typing).
// Stems are computed on the folded word (accents already stripped), because a query may be
// typed without accents: the same word must give the same stem either way.

/** At most this many words of a query are used (the rest are ignored). */
export const SEARCH_MAX_TERMS = 8;
/** A longer query word is cut to this many letters (no Portuguese word is longer). */
export const SEARCH_MAX_TERM_LENGTH = 40;

/**
 * Lowercase, accents and marks stripped (NFKD, so 'ª' is 'a' and 'ç' is 'c'), every run of
 * anything but a–z and 0–9 one space, trimmed: 'Dia das Mães — 2ª edição' → 'dia das maes 2a edicao'.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words a query may carry that say nothing about the art ('cultos DE jovens'); dropped from
// queries unless the query is only these. Documents keep them.
const STOP_WORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'um',
  'uma',
  'uns',
  'umas',
  'ao',
  'aos',
  'para',
  'pra',
  'pro',
  'com',
  'por',
  'pela',
  'pelo',
  'pelas',
  'pelos',
  'ou',
]);

// Words ending like a plural that are not one (or that the rules below would hurt).
const INVARIABLE = new Set(['deus', 'jesus', 'mes', 'tres', 'lapis', 'onibus', 'virus']);

// Plurals the general rules get wrong, folded: '-ães' is usually 'mãe/mães' (→ '-ãe'), but
// these come from '-ão'; '-óis' is usually '-ol' but 'heróis' is 'herói'; '-eis' is usually
// '-el' but these come from an unstressed '-il'; '-ais' is '-al' but 'papais' is 'papai'.
const PLURAL_EXCEPTIONS: Readonly<Record<string, string>> = {
  paes: 'pao',
  caes: 'cao',
  capitaes: 'capitao',
  capelaes: 'capelao',
  alemaes: 'alemao',
  escrivaes: 'escrivao',
  tabeliaes: 'tabeliao',
  sacristaes: 'sacristao',
  guardiaes: 'guardiao',
  charlataes: 'charlatao',
  herois: 'heroi',
  faceis: 'facil',
  dificeis: 'dificil',
  uteis: 'util',
  ageis: 'agil',
  frageis: 'fragil',
  papais: 'papai',
};

const VOWELS = 'aeiou';

/** The singular of a folded word: -s, -es (after r, s, l, z), -ns → -m, -ões → -ão, -ães → -ãe, -éis → -el, -ais → -al, -óis → -ol, -uis → -ul, -is → -il. */
function singular(word: string): string {
  const exception = PLURAL_EXCEPTIONS[word];
  if (exception !== undefined) return exception;
  const n = word.length;
  if (n > 4 && word.endsWith('es') && 'rslz'.includes(word[n - 3] ?? '')) return word.slice(0, -2);
  if (n > 3 && word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (n > 3 && word.endsWith('oes')) return `${word.slice(0, -3)}ao`;
  if (n > 3 && word.endsWith('aes')) return `${word.slice(0, -3)}ae`;
  if (n > 4 && word.endsWith('eis')) return `${word.slice(0, -3)}el`;
  if (n > 4 && word.endsWith('ais')) return `${word.slice(0, -3)}al`;
  if (n > 4 && word.endsWith('ois')) return `${word.slice(0, -3)}ol`;
  if (n > 4 && word.endsWith('uis')) return `${word.slice(0, -3)}ul`;
  if (n > 4 && word.endsWith('is') && !VOWELS.includes(word[n - 3] ?? 'a')) {
    return `${word.slice(0, -2)}il`;
  }
  if (n > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The stem of one folded word (a–z, 0–9): its singular, then a final a, e or o dropped from a
 * stem of five letters or more, so masculine and feminine meet ('santo', 'santa' → 'sant')
 * and 'noite'/'noites' agree. Short words (mãe, pai, rei, ceia) keep their vowel: 'mãe'
 * and 'mão' stay apart. Words with digits are kept as they are.
 */
export function stemWord(word: string): string {
  if (word.length < 3 || /[0-9]/.test(word) || INVARIABLE.has(word)) return word;
  const one = singular(word);
  if (one.length > 4 && 'aeo'.includes(one[one.length - 1] ?? '')) return one.slice(0, -1);
  return one;
}

/** The stems of every word of a text, in order (the stored form of a title). */
export function searchWords(value: string): string[] {
  const folded = foldText(value);
  return folded === '' ? [] : folded.split(' ').map(stemWord);
}

/** What arts.search_text holds for a title: its stems joined by single spaces. */
export function searchDocument(title: string): string {
  return searchWords(title).join(' ');
}

/**
 * The terms of a query: folded words, stop words dropped (unless nothing else is left),
 * stemmed, without repeats, at most SEARCH_MAX_TERMS of at most SEARCH_MAX_TERM_LENGTH
 * letters. Each is made of a–z and 0–9 only. Empty when the query has no letter or digit.
 */
export function searchTerms(query: string): string[] {
  const words = foldText(query.slice(0, 1_000))
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => word.slice(0, SEARCH_MAX_TERM_LENGTH));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen.map(stemWord))].slice(0, SEARCH_MAX_TERMS);
}

/** Does the term start one of the document's words? (The api's SQL asks the same.) */
function termMatches(words: readonly string[], term: string): boolean {
  return words.some((word) => word.startsWith(term));
}

/**
 * Does `text` (a title, a category name) answer `query`? Every term of the query must start
 * a word of the text, accents, case, plurals and gender aside. An empty query matches all.
 */
export function matchesSearch(text: string, query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const words = searchWords(text);
  return terms.every((term) => termMatches(words, term));
}

/**
 * The category search (catalogue §2 'Buscar categoria...', a contains-match on the name):
 * the folded query inside the folded name ('fantil' finds 'Culto Infantil'), or every term of
 * the query inside a word of the name, accents, case, plurals and gender aside ('cultos de
 * jovens' finds 'Culto de Jovens'). An empty query matches all.
 */
export function containsSearch(text: string, query: string): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  if (foldText(text).includes(foldText(query))) return true;
  const words = searchWords(text);
  return terms.every((term) => words.some((word) => word.includes(term)));
}
