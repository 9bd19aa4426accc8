import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { autoGrid, pageStack } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

export const page = style(pageStack('1200px', vars.space.lg));

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

export const title = pieces.title;

export const tags = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const tag = style([
  pieces.tag,
  { background: vars.color.surfaceMuted, color: vars.color.text, textDecoration: 'none' },
]);

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

export const designerAvatar = style([
  pieces.avatar,
  { width: '40px', height: '40px', background: vars.color.brand },
]);

export const designerName = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const actions = pieces.wrapRow;

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

export const noticeLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  alignSelf: 'flex-start',
});

export const sectionTitle = pieces.sectionTitle;

export const formats = style([pieces.bareList, autoGrid('120px', vars.space.sm)]);
/** Under the other formats: the page of every kit (/collections). */
export const collectionsLink = style({
  display: 'inline-block',
  marginTop: vars.space.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
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
