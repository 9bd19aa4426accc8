// Artwork URL slugs and identifiers (catalogue §2, §5; platform §2.1).

// catalogue §5: the slug of an untitled art; its identifier is '{id}-arte-gospel'.
export const EMPTY_TITLE_SLUG = 'arte-gospel';
// platform §2.1: the artwork routes.
export const ARTS_PATH = '/artes';

function titleWords(title: string): string[] {
  return (
    title
      // catalogue §5: pipes become spaces.
      .replace(/\|/g, ' ')
      // Accents are stripped (NFD, then the combining marks dropped) so 'Família' gives
      // 'familia' and not 'famlia'.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Hyphens separate words like whitespace, so a slug fed back in keeps its shape
      // (artSlug is idempotent); every other non-alphanumeric is dropped.
      .replace(/-/g, ' ')
      .split(/\s+/)
      .map((word) => word.replace(/[^a-z0-9]/g, ''))
      .filter((word) => word !== '')
  );
}

// catalogue §5: the slug part of an artwork URL: pipes → spaces, whitespace collapsed,
// lowercase, accents stripped, strict a-z0-9 words, hyphen-joined. A title that is empty
// (or keeps no letter or digit) gives 'arte-gospel'. Decision: the spec's fallback, "the
// id followed by 'arte-gospel'", is the whole identifier; artPath always writes
// '/artes/{id}-{slug}', so the slug part alone is returned here and an untitled art 7
// lives at '/artes/7-arte-gospel' (the id is never written twice). The id argument is
// accepted for call sites that pass it, and not needed.
export function artSlug(title: string | null | undefined, _id?: number): string {
  const words = titleWords(title ?? '');
  return words.length > 0 ? words.join('-') : EMPTY_TITLE_SLUG;
}

// catalogue §2, §5: the detail identifier, '{id}-{slug}' ('7-arte-gospel' when untitled).
export function artIdentifier(art: { id: number; title?: string | null }): string {
  return `${art.id}-${artSlug(art.title, art.id)}`;
}

// catalogue §2: the detail route, '/artes/{id}-{slug}'.
export function artPath(art: { id: number; title?: string | null }): string {
  return `${ARTS_PATH}/${artIdentifier(art)}`;
}

// platform §2.1, catalogue §2: reads '/artes/{identifier}' back. The id is the leading
// digits; the slug is what follows the first hyphen (empty for a bare id, as the recent
// designs link to /artes/{id}). Null when there is no leading id.
export function parseArtIdentifier(identifier: string): { id: number; slug: string } | null {
  const match = /^(\d+)(?:-(.*))?$/.exec(identifier.trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  return { id, slug: match[2] ?? '' };
}
