import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

/** As tall as the site's header: the editor's sheet and preview leave it the same room. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: '64px',
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ width: '36px', height: '36px', objectFit: 'contain' });

export const back = style({
  flex: '0 0 auto',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  padding: `${vars.space.sm} 0`,
  ':hover': { textDecoration: 'underline' },
});
