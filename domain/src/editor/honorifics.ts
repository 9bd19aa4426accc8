// The titles a church writes before a person's name ('Pr. Carlos Mendes', 'Tia Rose'): the
// avatars' initials skip them (api/src/media/compose.ts) and the editor's prefill adds 'Pr.'
// to a pastor's name only when it has none (issue 20).

/** Lower-case, as written before a name (with the abbreviation's dot). */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'pr.',
  'pra.',
  'pastor',
  'pastora',
  'bispo',
  'bispa',
  'ap.',
  'apóstolo',
  'apóstola',
  'rev.',
  'reverendo',
  'reverenda',
  'pb.',
  'presbítero',
  'diác.',
  'diac.',
  'dc.',
  'diácono',
  'diaconisa',
  'ev.',
  'evangelista',
  'miss.',
  'missionário',
  'missionária',
  'tia',
  'tio',
  'dr.',
  'dra.',
]);

/** Whether a name opens with a known title ('Pra. Ana' yes, 'Ana Lima' no). */
export function hasHonorific(name: string): boolean {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return HONORIFICS.has(first.toLocaleLowerCase('pt-BR'));
}

/** A pastor's name as an art writes it: 'Carlos Mendes' → 'Pr. Carlos Mendes'; kept when titled. */
export function pastorTitle(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || hasHonorific(trimmed)) return trimmed;
  return `Pr. ${trimmed}`;
}
