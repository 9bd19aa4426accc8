import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

// /admin/popups's own pieces: the chosen image's preview before it is sent.

export const imagePreview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
