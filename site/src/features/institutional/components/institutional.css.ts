import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '860px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const header = style({ display: 'grid', gap: vars.space.sm });

export const eyebrow = style({
  margin: 0,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.lg } },
});

export const updated = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${section} p, ${section} ul, ${section} ol`, { margin: 0 });
globalStyle(`${section} ul, ${section} ol`, {
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${page} a:not([data-button])`, {
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  '@media': { '(min-width: 768px)': { padding: vars.space.md, fontSize: vars.fontSize.md } },
});

export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brandStrong,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const faqList = style({ display: 'grid', gap: vars.space.sm });

export const faqItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const faqQuestion = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  ':focus-visible': { outline: `3px solid ${vars.color.brandSoft}`, outlineOffset: '2px' },
});

export const faqAnswer = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const reportButton = style({
  justifySelf: 'start',
});

export const callout = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
});
globalStyle(`${callout} a:not([data-button])`, { color: vars.color.onBrand });
