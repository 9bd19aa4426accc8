import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import {
  body as cardBody,
  media as cardMedia,
  meta as cardMeta,
  cardTitle,
  linkCard,
  pill,
} from '../private/card.css';

// One class per anatomy part of `TrendingCard`.

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

export const body = cardBody;

export const title = cardTitle;

export const meta = cardMeta;
