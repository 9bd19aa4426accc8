import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: 'rgba(17, 24, 39, 0.5)',
});
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: 81,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.sm,
  overflowY: 'auto',
});
export const content = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  width: 'min(520px, 100%)',
  maxHeight: 'calc(100dvh - 16px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});
export const title = style({
  margin: 0,
  paddingRight: vars.space.xl,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});
export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const close = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });
export const fieldBox = style({ display: 'grid', gap: vars.space.xs });
export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: `2px solid ${vars.color.brand}`, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const textarea = style({ minHeight: '110px', resize: 'vertical' });
export const error = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.danger });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
