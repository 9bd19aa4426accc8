import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../../../components/header/header.css';

/**
 * As tall as the site's header, with its brand (header.css): the editor's sheet and preview
 * leave it the same room.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  height: HEADER_HEIGHT,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** Shrinks before the brand on a narrow phone (its end then fades into an ellipsis). */
export const back = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  padding: `${vars.space.sm} 0`,
  ':hover': { textDecoration: 'underline' },
});
