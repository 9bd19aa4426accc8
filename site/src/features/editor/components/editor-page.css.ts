import { vars } from '@arte-gospel/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// Issue 20: the art on the left and the panel beside it; on a phone (< 768 px) the panel is
// a sheet fixed to the bottom edge, the art above it.

const PHONE = 'screen and (max-width: 767px)';
const SHEET_HEIGHT = '48vh';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)',
  gap: vars.space.lg,
  alignItems: 'start',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': {
    [PHONE]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: vars.space.sm,
      paddingBottom: `calc(${SHEET_HEIGHT} + ${vars.space.md})`,
    },
  },
});

export const center = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const stage = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minWidth: 0,
  position: 'sticky',
  top: vars.space.md,
  '@media': { [PHONE]: { position: 'static' } },
});

export const preview = style({
  width: '100%',
  maxHeight: '80vh',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceMuted,
  '@media': { [PHONE]: { maxHeight: `calc(100vh - ${SHEET_HEIGHT} - 96px)` } },
});

globalStyle(`${preview} > svg`, { display: 'block', width: '100%', height: '100%' });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [PHONE]: {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 20,
      maxHeight: SHEET_HEIGHT,
      overflowY: 'auto',
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  position: 'sticky',
  bottom: 0,
  paddingTop: vars.space.sm,
  background: vars.color.surface,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const noticeLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
