import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageStack } from './layout';
import * as pieces from './pieces.css';

// The frame the catalogue's pages share (/artes, /categorias/:slug, /designers): the
// centred column, the back link, the title and the box that holds a loading, empty or
// error message.

export const page = style(pageStack('1400px', vars.space.md));

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
