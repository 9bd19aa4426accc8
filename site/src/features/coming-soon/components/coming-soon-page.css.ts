import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const bare = style({ minHeight: '100vh', background: vars.color.surfaceMuted });

export const card = style({
  width: '100%',
  maxWidth: '560px',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.xxl } },
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
