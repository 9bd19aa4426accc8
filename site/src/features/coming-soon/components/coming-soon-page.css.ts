import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const card = style([
  pieces.card,
  {
    width: '100%',
    maxWidth: '560px',
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'center',
    textAlign: 'center',
    padding: `${vars.space.xl} ${vars.space.lg}`,
    boxShadow: vars.shadow.md,
  },
]);

export const eyebrow = pieces.eyebrow;

export const badge = style([pieces.softPill, { display: 'inline-block' }]);

export const title = pieces.largePageTitle;

export const text = pieces.muted;

export const actions = style([pieces.wrapRow, { justifyContent: 'center' }]);
