import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { backdrop as overlayBackdrop } from '../private/overlay.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(24px)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style([overlayBackdrop, { zIndex: 70 }]);

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: 71,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 769px)': { alignItems: 'center' } },
});

export const content = style({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  textAlign: 'center',
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  outline: 'none',
});

export const icon = style({
  display: 'block',
  width: '64px',
  height: '64px',
  margin: `0 auto ${vars.space.md}`,
  borderRadius: vars.radius.md,
});

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const steps = style({
  margin: `0 0 ${vars.space.md}`,
  paddingLeft: vars.space.lg,
  textAlign: 'left',
  lineHeight: vars.lineHeight.normal,
  display: 'grid',
  gap: vars.space.xs,
});

export const actions = style({ display: 'grid', gap: vars.space.sm });

export const primary = recipe({
  base: {
    minHeight: '48px',
    border: 'none',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
    color: vars.color.onBrand,
    ':disabled': { cursor: 'default' },
    ':focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
  variants: {
    status: {
      default: { background: vars.color.brand },
      loading: { background: vars.color.brandStrong },
      success: { background: vars.color.success, color: '#FFFFFF' },
      error: { background: vars.color.danger, color: '#FFFFFF' },
    },
  },
});

export const secondary = style({
  minHeight: '44px',
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});

export const emblem = style({
  display: 'block',
  fontSize: '40px',
  lineHeight: 1,
  marginBottom: vars.space.sm,
});
