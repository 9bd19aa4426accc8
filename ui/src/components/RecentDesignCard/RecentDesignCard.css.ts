import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';
import { media as cardMedia, linkCard } from '../private/card.css';
import { scrim } from '../private/overlay.css';

// One class per anatomy part of `RecentDesignCard` (Body, Title and Time are the shared card's).

export const root = style([linkCard, { position: 'relative' }]);

export const media = style([cardMedia, { aspectRatio: '1 / 1', overflow: 'hidden' }]);

export const premium = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  padding: '4px',
  borderRadius: vars.radius.full,
  background: vars.color.premium,
  color: vars.color.onBrand,
});

export const editOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: scrim,
  opacity: 0,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &, ${root}:focus-visible &`]: { opacity: 1 },
  },
});

export const edit = atoms({
  paddingY: 'xs',
  paddingX: 'md',
  borderRadius: 'full',
  background: 'surface',
  color: 'text',
  fontSize: 'sm',
  fontWeight: 'bold',
});

export const srOnly = visuallyHidden;
