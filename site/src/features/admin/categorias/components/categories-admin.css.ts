import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';

// /admin/categorias's own pieces: the cover control in the edit dialog.

export const coverBox = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const coverTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The cover as the category page's header shows it (16:5), smaller. */
export const coverPreview = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const coverActions = style([pieces.wrapRow, { alignItems: 'center' }]);
