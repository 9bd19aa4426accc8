import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

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
  objectFit: 'cover',
  display: 'block',
});

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
