import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { liftOnHover, linkCard } from '../private/card.css';

export const card = style([linkCard, liftOnHover, { borderRadius: vars.radius.lg }]);

export const samples = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridTemplateRows: '1fr 1fr',
  gap: '2px',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const sample = style({ width: '100%', height: '100%', objectFit: 'cover', minHeight: 0 });

export const empty = style({
  gridColumn: '1 / -1',
  gridRow: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceMuted})`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const count = style({
  flexShrink: 0,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cta = style({
  marginTop: vars.space.xs,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
