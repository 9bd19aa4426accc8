import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';

export const root = style([
  atoms({ display: 'grid', alignItems: 'center', gap: 'xs' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
]);

export const track = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: `${vars.space.xs} 0`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const slide = style({ flex: '0 0 auto' });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'default' },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});
