// The reference token set of the light theme. Another ministry tool re-themes ui/ by
// passing its own object of this shape to `createTheme(vars, …)`.
export const tokens = {
  color: {
    brand: '#4F46E5',
    brandStrong: '#4338CA',
    brandSoft: '#EEF2FF',
    onBrand: '#FFFFFF',
    text: '#111827',
    textMuted: '#4B5563',
    surface: '#FFFFFF',
    surfaceMuted: '#F3F4F6',
    border: '#E5E7EB',
    premium: '#D97706',
    /** Premium as a background under white text (4.5:1 contrast). */
    premiumStrong: '#B45309',
    free: '#059669',
    danger: '#DC2626',
    warning: '#D97706',
    info: '#2563EB',
    success: '#16A34A',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700', black: '800' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  space: { none: '0', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
    md: '0 4px 12px rgba(17, 24, 39, 0.12)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

export type ThemeTokens = {
  [Group in keyof typeof tokens]: { [Key in keyof (typeof tokens)[Group]]: string };
};
