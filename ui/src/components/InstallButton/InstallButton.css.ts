import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  // Desktop only: hidden on medium-width screens and below (platform §2.9).
  '@media': { 'screen and (max-width: 1024px)': { display: 'none' } },
});
