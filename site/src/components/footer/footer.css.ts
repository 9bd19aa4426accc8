import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: '#0F172A',
  color: '#CBD5E1',
  fontSize: vars.fontSize.sm,
});
export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '1400px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    '(min-width: 768px)': {
      gridTemplateColumns: '1.4fr repeat(3, minmax(0, 1fr))',
      gap: vars.space.xl,
    },
  },
});
export const brand = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  gridColumn: '1 / -1',
  '@media': { '(min-width: 768px)': { gridColumn: 'auto' } },
});
export const brandName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: '#FFFFFF',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});
export const column = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
});
export const heading = style({
  margin: 0,
  color: '#FFFFFF',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: '#CBD5E1',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { color: '#FFFFFF', textDecoration: 'underline' },
});
export const social = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const socialLink = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: '1px solid #334155',
  color: '#E2E8F0',
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  ':hover': { borderColor: '#E2E8F0' },
});
export const legal = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: '1px solid #1E293B',
  color: '#94A3B8',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
