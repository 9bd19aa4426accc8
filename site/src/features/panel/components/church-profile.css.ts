import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

// 'Minha igreja' on /painel/perfil: the form, its list of service times, one row each.

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '640px', minWidth: 0 });

export const times = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });

export const timeList = style([pieces.bareList, { display: 'grid', gap: vars.space.md }]);

/**
 * A service time: day, time and name side by side on a wide screen; on a phone the day and
 * time share a line and the name takes the next.
 */
export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 7.5rem)',
  gap: vars.space.sm,
  alignItems: 'end',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 720px)': {
      gridTemplateColumns: 'minmax(0, 11rem) minmax(0, 7.5rem) minmax(0, 1fr) auto',
      paddingBottom: 0,
      borderBottom: 'none',
    },
  },
});

export const timeLabel = style({
  gridColumn: '1 / -1',
  '@media': { 'screen and (min-width: 720px)': { gridColumn: 'auto' } },
});

export const timeRemove = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { 'screen and (min-width: 720px)': { gridColumn: 'auto' } },
});

export const muted = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const pixRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 13rem) minmax(0, 1fr)' },
  },
});

export const pixType = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });
