import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

// /collections: the kits, each the same design in several formats.
export const page = style([pieces.contentPage, { maxWidth: '1120px' }]);
export const header = pieces.pageHeader;
export const eyebrow = pieces.eyebrow;
export const title = pieces.largePageTitle;
export const lead = pieces.pageLead;
export const grid = pieces.cardGrid;
export const kit = style([
  pieces.card,
  {
    position: 'relative',
    display: 'grid',
    gap: vars.space.sm,
    alignContent: 'start',
    height: '100%',
    padding: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    transition: `box-shadow ${vars.motion.fast}`,
    ':hover': { boxShadow: vars.shadow.md },
    selectors: {
      '&:has(:focus-visible)': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
    },
  },
]);
/** The kit's name; its ::after covers the card, so a tap anywhere on it opens the art. */
export const kitLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
});
export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
});
export const preview = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
export const kitTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const formats = style([pieces.wrapRow, pieces.bareList, { gap: vars.space.xs }]);
export const format = style([pieces.softPill, { fontSize: vars.fontSize.xs }]);
export const meta = pieces.muted;
export const more = style({ justifySelf: 'center' });
