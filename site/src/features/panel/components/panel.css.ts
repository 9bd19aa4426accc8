import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { autoGrid, columns, pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

const desktop = '(min-width: 769px)';

export const shell = style([
  pieces.shell,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    '@media': { [desktop]: { gridTemplateColumns: '280px 1fr' } },
  },
]);

export const sidebarDesktop = style({
  display: 'none',
  '@media': {
    [desktop]: {
      display: 'block',
      position: 'sticky',
      top: 0,
      height: '100vh',
      overflowY: 'auto',
      borderRight: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

/** A grid whose rows stay at the top of a taller box (the sidebar, the main column). */
const topGrid = style({ display: 'grid', alignContent: 'start' });

export const sidebar = style([topGrid, { gap: vars.space.md, padding: vars.space.md }]);

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
  color: vars.color.brandStrong,
});

export const statusCard = style([
  pieces.mutedCard,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md },
]);

export const muted = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const counters = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  margin: 0,
});

export const counter = style([
  pieces.surface,
  { display: 'grid', gap: '2px', padding: vars.space.sm, borderRadius: vars.radius.md },
]);
globalStyle(`${counter} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${counter} dd`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.black,
});

export const nav = style({ display: 'grid', gap: '2px' });
globalStyle(`${nav} ul`, { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
    },
  },
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '1px' },
});

export const sidebarActions = style({ display: 'grid', gap: vars.space.sm });

export const main = style([topGrid, { minWidth: 0 }]);

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '60px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.lg,
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '1px' },
  '@media': { [desktop]: { display: 'none' } },
});

export const avatarButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.body,
  ':focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '1px' },
});

export const avatar = style([
  pieces.avatar,
  { width: '40px', height: '40px', background: vars.color.brandStrong, objectFit: 'cover' },
]);

/** The darkened premium pill of the UPGRADE label and the premium star. */
const premiumPill = style({
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.premium} 60%, ${vars.color.text})`,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
});

export const upgradeTag = style([
  premiumPill,
  {
    padding: `2px ${vars.space.sm}`,
    fontWeight: vars.fontWeight.black,
    letterSpacing: '0.04em',
  },
]);

export const content = style([
  pageColumn('1100px', vars.space.lg),
  { alignContent: 'start', width: '100%' },
]);

// Grid children may shrink below their content (minWidth 0) and long words (an e-mail, a
// username) break anywhere: nothing in the panel scrolls sideways on a 390 px phone.
export const pageHeader = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const pageTitle = pieces.pageTitle;

export const card = style([
  pieces.card,
  { display: 'grid', gap: vars.space.md, padding: vars.space.lg, minWidth: 0 },
]);

export const cardTitle = pieces.sectionTitle;

export const summaryGrid = style(autoGrid('160px', vars.space.md, 'auto-fit'));

export const bigNumber = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const shortcuts = style([pieces.wrapRow, pieces.bareList]);

export const artGrid = style([
  pieces.bareList,
  columns(2, { '640px': 3, '1024px': 4 }),
  { gap: vars.space.md },
]);

export const artCard = style([
  pieces.card,
  { display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.sm },
]);

export const artLink = style([
  pieces.focusRing,
  {
    display: 'grid',
    gap: vars.space.xs,
    color: vars.color.text,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
  },
]);

export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const list = style([pieces.bareList, { display: 'grid', gap: vars.space.sm }]);

export const row = style([
  pieces.card,
  {
    display: 'grid',
    gridTemplateColumns: '64px 1fr auto',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.sm,
  },
]);

export const rowThumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const rowTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const premiumStar = style([
  premiumPill,
  {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2px',
    padding: `0 ${vars.space.xs}`,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const empty = style([
  pieces.dashedCard,
  pieces.centredStack,
  { padding: `${vars.space.xl} ${vars.space.md}` },
]);

export const emptyTitle = pieces.sectionTitle;

export const errorBox = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });
export const skeleton = style({
  minHeight: '80px',
  borderRadius: vars.radius.lg,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '520px', minWidth: 0 });

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  padding: vars.space.xs,
  minHeight: '44px',
  fontFamily: vars.font.body,
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${dl} dt`, { color: vars.color.textMuted });
globalStyle(`${dl} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export { visuallyHidden };

export const navIcon = style({ width: '20px', height: '20px', flexShrink: 0 });

/** The email-proof notice: its sentence, then its action below it. */
export const noticeText = style({ margin: `0 0 ${vars.space.sm}` });
