import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
});
export const code = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeight.black,
  color: vars.color.brand,
});
export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.textMuted, maxWidth: '36rem' });
