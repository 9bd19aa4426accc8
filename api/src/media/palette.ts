// Gradient colours of the generated images, one pair per category slug (catalogue §3
// slugs); other slugs get a pair chosen by a hash of the slug.

export interface Gradient {
  from: string;
  to: string;
  accent: string;
}

const BY_SLUG: Readonly<Record<string, Gradient>> = {
  agendas: { from: '#1E3A8A', to: '#3B82F6', accent: '#FDE68A' },
  'ano-novo': { from: '#111827', to: '#B45309', accent: '#FCD34D' },
  batismo: { from: '#0E7490', to: '#38BDF8', accent: '#E0F2FE' },
  'culto-de-ceia': { from: '#7F1D1D', to: '#B91C1C', accent: '#FDE68A' },
  'culto-da-familia': { from: '#9A3412', to: '#F59E0B', accent: '#FFF7ED' },
  'culto-de-jovens': { from: '#7C2D12', to: '#EA580C', accent: '#FDE047' },
  eventos: { from: '#4C1D95', to: '#8B5CF6', accent: '#F5D0FE' },
  ensino: { from: '#064E3B', to: '#10B981', accent: '#D1FAE5' },
  'culto-infantil': { from: '#DB2777', to: '#F59E0B', accent: '#FEF9C3' },
  'culto-de-mulheres': { from: '#831843', to: '#EC4899', accent: '#FCE7F3' },
  certificados: { from: '#78350F', to: '#D97706', accent: '#FEF3C7' },
  carteirinhas: { from: '#1E3A8A', to: '#0EA5E9', accent: '#E0F2FE' },
  'cartao-digital': { from: '#0F172A', to: '#475569', accent: '#FBBF24' },
  'envelopes-dizimos': { from: '#14532D', to: '#65A30D', accent: '#FEF08A' },
  'cartas-prontas': { from: '#334155', to: '#64748B', accent: '#F1F5F9' },
  'caixinhas-animadas': { from: '#6D28D9', to: '#EC4899', accent: '#FDF4FF' },
  telao: { from: '#0F172A', to: '#1D4ED8', accent: '#93C5FD' },
  'thumbnail-youtube': { from: '#991B1B', to: '#EF4444', accent: '#FFFFFF' },
  'capas-para-youtube': { from: '#7F1D1D', to: '#DC2626', accent: '#FECACA' },
  'capas-fanpage': { from: '#1E40AF', to: '#6366F1', accent: '#E0E7FF' },
  'capas-playlist': { from: '#065F46', to: '#14B8A6', accent: '#CCFBF1' },
  'videos-criativos': { from: '#312E81', to: '#DB2777', accent: '#FBCFE8' },
  lancamentos: { from: '#18181B', to: '#7C3AED', accent: '#DDD6FE' },
  promocoes: { from: '#B91C1C', to: '#F97316', accent: '#FEF08A' },
  vendas: { from: '#C2410C', to: '#FACC15', accent: '#FFFBEB' },
  lavagem: { from: '#0369A1', to: '#22D3EE', accent: '#ECFEFF' },
  mecanica: { from: '#1F2937', to: '#DC2626', accent: '#FDE68A' },
  locacao: { from: '#3F6212', to: '#84CC16', accent: '#F7FEE7' },
  seminovos: { from: '#9D174D', to: '#F472B6', accent: '#FDF2F8' },
};

const FALLBACKS: readonly Gradient[] = [
  { from: '#312E81', to: '#4F46E5', accent: '#E0E7FF' },
  { from: '#134E4A', to: '#0D9488', accent: '#CCFBF1' },
  { from: '#701A75', to: '#C026D3', accent: '#FAE8FF' },
  { from: '#7C2D12', to: '#F97316', accent: '#FFEDD5' },
  { from: '#1E3A8A', to: '#2563EB', accent: '#DBEAFE' },
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

export function gradientFor(key: string): Gradient {
  return BY_SLUG[key] ?? (FALLBACKS[hashString(key) % FALLBACKS.length] as Gradient);
}

/** A pair for people (avatars), chosen by name. */
export function personGradient(name: string): Gradient {
  const all = Object.values(BY_SLUG);
  return all[hashString(name) % all.length] as Gradient;
}
