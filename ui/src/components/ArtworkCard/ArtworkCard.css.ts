import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

/** A card with a menu: the link and the menu's button side by side in one box. */
export const frame = style({ position: 'relative', display: 'block', width: '100%' });

/** The menu's '⋮' over the card's bottom-right corner (the designer's avatar is bottom-left). */
export const menuTrigger = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 1,
  width: '40px',
  height: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(17, 24, 39, 0.7)',
  color: vars.color.onBrand,
  cursor: 'pointer',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { background: 'rgba(17, 24, 39, 0.9)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

/** The box keeps the format's ratio before the media arrives: no layout shift. */
export const mediaBox = style({ position: 'relative', width: '100%', overflow: 'hidden' });

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const media = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    // The first screenful's images draw as they arrive, with no fade that would wait for
    // the app's code (a server-rendered page shows them before it has run).
    '&[data-state="loading"]:not([data-priority]), &[data-state="idle"]': { opacity: 0 },
    '&[data-state="error"]': { visibility: 'hidden' },
  },
});

/** A video's poster: under the video, drawn as it arrives, covering the placeholder. */
export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const error = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const retry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}` } },
});

export const badgeTones = ['free', 'premium'] as const;

export const badge = recipe({
  base: {
    position: 'absolute',
    top: vars.space.sm,
    left: vars.space.sm,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    padding: `2px ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    tone: {
      free: { background: vars.color.free, color: vars.color.text },
      premium: { background: vars.color.premium, color: vars.color.onBrand, padding: '4px' },
    },
  },
});

export const group = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'inline-flex',
  padding: '4px',
  borderRadius: vars.radius.full,
  background: 'rgba(17, 24, 39, 0.6)',
  color: vars.color.onBrand,
});

export const avatar = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const avatarImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const srOnly = visuallyHidden;
