import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

export const page = style(pageColumn('1120px', vars.space.xl));
export const hero = pieces.centredStack;
export const title = style({
  fontSize: 'clamp(1.6rem, 5vw, 2.4rem)',
  fontWeight: vars.fontWeight.black,
});
export const lead = style({ maxWidth: '60ch', color: vars.color.textMuted });
export const figures = style([pieces.wrapRow, pieces.bareList, { justifyContent: 'center' }]);
export const figure = pieces.softPill;
export const srOnly = visuallyHidden;
export const filter = style({
  margin: 0,
  border: 'none',
  display: 'inline-flex',
  justifySelf: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});
export const filterButton = style({
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});
