import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';

// The pieces the catalogue cards (category, mosaic, recent design, trending) are built of.

/** A card that is one link: bordered surface, clipped corners, focus ring. */
export const linkCard = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

/** An image filling its box. */
export const coverImage = style({
  width: '100%',
  height: '100%',
  minHeight: 0,
  objectFit: 'cover',
  display: 'block',
});

/** The box of a card's picture, holding the marks drawn over it; its ratio is the card's. */
export const media = style({ position: 'relative', background: vars.color.surfaceMuted });

/** A 2 × 2 grid of sample images. */
export const tiles = style({
  display: 'grid',
  // minmax(0, 1fr): a tall image never stretches its row.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(2, minmax(0, 1fr))',
  gap: '2px',
  overflow: 'hidden',
});

/** The 'Em breve' box of a category with no art yet. */
export const comingSoon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceMuted})`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

/** The text under a small card's picture. */
export const body = style([
  atoms({ display: 'flex', flexDirection: 'column', padding: 'sm' }),
  { gap: '2px' },
]);

/** A card that rises on hover (the category cards). */
export const liftOnHover = style({
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { '&:hover': { transform: 'translateY(-2px)', boxShadow: vars.shadow.md } },
});

/** A one-line title cut with an ellipsis. */
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A small muted line (a category, a count, an edit time). */
export const meta = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** A small rounded label: a count, 'Em Alta', 'Selecionado', a saving. */
export const pill = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
