// Colours of the generated avatars (designers, testimonials): a pair chosen by the name.

export interface Gradient {
  from: string;
  to: string;
}

const PAIRS: readonly Gradient[] = [
  { from: '#1E3A8A', to: '#3B82F6' },
  { from: '#7F1D1D', to: '#B91C1C' },
  { from: '#9A3412', to: '#F59E0B' },
  { from: '#4C1D95', to: '#8B5CF6' },
  { from: '#064E3B', to: '#10B981' },
  { from: '#831843', to: '#EC4899' },
  { from: '#78350F', to: '#D97706' },
  { from: '#0F172A', to: '#475569' },
  { from: '#134E4A', to: '#0D9488' },
  { from: '#312E81', to: '#DB2777' },
];

/** A small stable string hash (FNV-1a). */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A pair for people (avatars), chosen by name. */
export function personGradient(name: string): Gradient {
  return PAIRS[hashString(name) % PAIRS.length] as Gradient;
}
