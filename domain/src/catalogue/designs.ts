// Recent designs, the trending strip and avatars (catalogue §2, §5, §9).
import { type DateInput, toValidDate } from '../time';

// catalogue §2, §5: recent designs show the newest 6 downloads.
export const RECENT_DESIGNS_LIMIT = 6;
// catalogue §2, §9: 'Top 6 - Artes em Alta'.
export const TOP_ARTS_LIMIT = 6;

// catalogue §5: newest 6 downloads by createdAt, descending. Downloads with a missing or
// invalid date go last; the input is not changed.
export function recentDesigns<T extends { createdAt?: DateInput }>(downloads: readonly T[]): T[] {
  const time = (d: T) => toValidDate(d.createdAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...downloads]
    .sort((a, b) => {
      const [ta, tb] = [time(a), time(b)];
      return ta === tb ? 0 : tb > ta ? 1 : -1;
    })
    .slice(0, RECENT_DESIGNS_LIMIT);
}

// catalogue §2, §6: recent designs render only for a signed-in user with a download.
export function showRecentDesigns(
  signedIn: boolean,
  downloads: readonly unknown[] | null | undefined,
): boolean {
  return signedIn && !!downloads && downloads.length > 0;
}

// catalogue §2, §8: initials fallback: first letters of the first and last word of the
// name, uppercase ('Maria da Silva' → 'MS'; one word → one letter; blank → '').
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = (word: string) => Array.from(word)[0] ?? '';
  return `${initial(first)}${last ? initial(last) : ''}`.toLocaleUpperCase('pt-BR');
}
