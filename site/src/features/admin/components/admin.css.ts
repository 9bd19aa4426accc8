import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({
  minHeight: '100vh',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.text,
  color: vars.color.surface,
});

export const brand = style({
  color: vars.color.surface,
  fontWeight: vars.fontWeight.black,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const headerLinks = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const headerLink = style({
  color: vars.color.surface,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
});

export const content = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '1100px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

export const cardTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const soon = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
});

export const badge = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
