import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  minWidth: '240px',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
  zIndex: 60,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  border: 0,
  background: vars.color.border,
});
