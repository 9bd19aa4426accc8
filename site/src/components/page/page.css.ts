import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from './pieces.css';

// The frame the catalogue's pages share (/artes, /categorias/:slug, /designers): the
// centred column, the back link, the title and the box that holds a loading, empty or
// error message.

export const page = style({
  maxWidth: '1400px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const back = style({
  alignSelf: 'flex-start',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
});

export const title = pieces.title;

export const stateBox = style([
  pieces.mutedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.xxl} ${vars.space.md}`,
    textAlign: 'center',
  },
]);

export const stateTitle = pieces.sectionTitle;

export const stateText = pieces.muted;
