import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const preview = style({
  justifySelf: 'center',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.md,
});

export const previewMedia = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
});

export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const tag = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const free = style({ background: vars.color.free, color: vars.color.text });

export const premium = style({ background: vars.color.premium, color: vars.color.text });

export const designer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const designerAvatar = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  flexShrink: 0,
});

export const designerName = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const primary = style({ flex: '1 1 100%' });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.brandSoft,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const noticeDanger = style({
  background: vars.color.surface,
  borderColor: vars.color.danger,
});

export const noticeText = style({ margin: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const formats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const formatLabel = style({
  display: 'block',
  marginTop: '2px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});
