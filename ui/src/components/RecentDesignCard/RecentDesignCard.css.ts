import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';
import { cardTitle, coverImage, linkCard } from '../private/card.css';

export const card = style([linkCard, { position: 'relative' }]);

export const imageBox = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const image = coverImage;

export const star = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  padding: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.premium,
  color: vars.color.onBrand,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(17, 24, 39, 0.55)',
  opacity: 0,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &, ${card}:focus-visible &`]: { opacity: 1 },
  },
});

export const edit = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const title = cardTitle;

export const time = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const srOnly = visuallyHidden;
