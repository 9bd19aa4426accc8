import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

// The ordered staff lists (categories, designers, testimonials, a course's lessons): the
// count and 'Novo' above, then one row each with its texts and its buttons.

export const toolbar = style([
  pieces.wrapRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);

export const rows = style([pieces.bareList, { display: 'grid', gap: vars.space.xs }]);

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const rowText = style({ flex: '1 1 14rem', display: 'grid', gap: '2px', minWidth: 0 });

export const rowTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const meta = style([pieces.muted, { fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' }]);

export const actions = style([pieces.wrapRow, { alignItems: 'center' }]);
