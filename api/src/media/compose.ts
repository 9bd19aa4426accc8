import { HONORIFICS } from '@arte-gospel/domain';
import { personGradient } from './palette';

// The SVG of a person's avatar (designers, testimonials): a gradient and the initials, in the
// project's Montserrat (rendered by resvg with the project's fonts, never the machine's).

export const AVATAR_SIZE = 256;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Up to two initials, skipping honorifics ('Pr. Carlos Mendes' → 'CM'). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((w) => w !== '' && !HONORIFICS.has(w.toLowerCase()))
    .filter((w) => /^\p{Lu}/u.test(w));
  const chosen = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return chosen.map((w) => (w ?? '').charAt(0)).join('') || '?';
}

/** A square avatar: gradient and the person's initials. */
export function avatarSvg(name: string): string {
  const s = AVATAR_SIZE;
  const gradient = personGradient(name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gradient.from}"/><stop offset="1" stop-color="${gradient.to}"/></linearGradient></defs>`,
    `<rect width="${s}" height="${s}" fill="url(#a)"/>`,
    `<circle cx="${s * 0.8}" cy="${s * 0.2}" r="${s * 0.35}" fill="#FFFFFF" fill-opacity="0.08"/>`,
    `<text x="${s / 2}" y="${s / 2 + s * 0.125}" text-anchor="middle" font-family="Montserrat" font-size="${s * 0.36}" font-weight="700" fill="#FFFFFF">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}
