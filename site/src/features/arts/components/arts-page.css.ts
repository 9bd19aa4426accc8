import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1400px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const back = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

export const searchForm = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.sm,
  width: '100%',
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
  color: vars.color.text,
});

export const searchButton = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export const suggestions = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 20,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});

export const suggestionsStatus = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const suggestion = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.brandSoft },
  },
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  fontSize: vars.fontSize.sm,
});

export const mobileOnly = style({
  '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
});

export const select = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const stateText = style({ margin: 0, color: vars.color.textMuted });

export const srOnly = visuallyHidden;
