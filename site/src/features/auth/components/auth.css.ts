import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  minHeight: '70vh',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface} 60%)`,
});
export const card = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '440px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { '(min-width: 600px)': { padding: vars.space.xl } },
});
export const heading = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' });
export const title = style([pieces.title, { color: vars.color.text }]);
export const subtitle = style([pieces.muted, { fontSize: vars.fontSize.sm }]);
export const form = style({ display: 'grid', gap: vars.space.md });
export const row = style([
  pieces.wrapRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});
export const submit = style({ width: '100%', minHeight: '48px' });
export const footnote = style([pieces.muted, { textAlign: 'center', fontSize: vars.fontSize.sm }]);
