import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { cardTitle, coverImage, linkCard } from '../private/card.css';

export const card = style([
  linkCard,
  { boxShadow: vars.shadow.sm, selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
]);

export const imageBox = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  background: vars.color.surfaceMuted,
});

export const image = coverImage;

export const badge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: vars.space.sm,
});

export const title = cardTitle;

export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
