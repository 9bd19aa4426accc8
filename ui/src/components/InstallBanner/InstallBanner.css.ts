import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'none' },
});

// One class per anatomy part of `InstallBanner`.

export const root = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 50,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  // Mobile only (breakpoint 768 px).
  '@media': { 'screen and (min-width: 769px)': { display: 'none' } },
});

export const icon = style({ width: '44px', height: '44px', borderRadius: vars.radius.md });

// Beside the icon, or in its place when there is none.
export const text = style({ gridColumn: 2, minWidth: 0 });

export const title = style([
  atoms({ margin: 'none', fontSize: 'md', fontWeight: 'bold' }),
  { lineHeight: vars.lineHeight.tight },
]);

export const description = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

const buttonBase = {
  minHeight: '44px',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
} as const;

export const install = style({
  ...buttonBase,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  ':focus-visible': { outline: `3px solid ${vars.color.text}`, outlineOffset: '2px' },
});

export const dismiss = style({
  ...buttonBase,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
});
