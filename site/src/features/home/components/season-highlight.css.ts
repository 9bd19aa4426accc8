import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const box = style([
  pieces.mutedCard,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    borderLeft: `4px solid ${vars.color.brand}`,
    '@media': { '(min-width: 768px)': { padding: vars.space.lg } },
  },
]);

export const eyebrow = pieces.eyebrow;

export const when = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const heading = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const headingText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** One row: sideways on a phone, five columns from 768 px; each card at its own shape. */
export const row = style([
  pieces.bareList,
  {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '42%',
    gap: vars.space.sm,
    alignItems: 'start',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    '@media': {
      '(min-width: 768px)': {
        gridAutoFlow: 'row',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        overflowX: 'visible',
      },
    },
  },
]);

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });
