import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { media as cardMedia, linkCard, pill } from '../private/card.css';

// One class per anatomy part of `TrendingCard` (Body, Title and Meta are the shared card's).

export const root = style([
  linkCard,
  { boxShadow: vars.shadow.sm, selectors: { '&:hover': { boxShadow: vars.shadow.md } } },
]);

export const media = style([cardMedia, { aspectRatio: '4 / 5' }]);

export const badge = style([
  pill,
  {
    position: 'absolute',
    top: vars.space.sm,
    left: vars.space.sm,
    background: vars.color.danger,
    color: vars.color.onBrand,
  },
]);
