import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const HEADER_HEIGHT = '64px';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  height: HEADER_HEIGHT,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'rgba(255, 255, 255, 0.96)',
  backdropFilter: 'saturate(180%) blur(8px)',
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: '100%',
  maxWidth: '1400px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});
export const logoLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 0 auto',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
});
export const logo = style({ width: '36px', height: '36px', objectFit: 'contain' });
export const brandName = style({
  '@media': { '(max-width: 359px)': { display: 'none' } },
});
export const nav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { '(min-width: 1024px)': { display: 'flex' } },
});
export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { color: vars.color.text, background: vars.color.surfaceMuted },
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
});
export const spacer = style({ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' });
const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1 },
});
export const headerSearch = style({
  display: 'flex',
  width: '100%',
  maxWidth: '420px',
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { '(max-width: 767px)': { display: 'none' } },
});
export const headerSearchInput = style({
  flex: 1,
  minWidth: 0,
  height: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  ':focus': { outline: `2px solid ${vars.color.brand}`, background: vars.color.surface },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.brand}` },
});
export const desktopOnly = style({
  '@media': { '(max-width: 1023px)': { display: 'none !important' } },
});
export const mobileOnly = style({
  '@media': { '(min-width: 1024px)': { display: 'none !important' } },
});
export const upgrade = style({
  background: `linear-gradient(135deg, ${vars.color.premiumStrong}, #C2410C)`,
  color: vars.color.onBrand,
  border: 'none',
});
export const userTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: '2px',
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.brand}` },
});
export const menuGroupLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const profileCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
});
export const profileText = style({ display: 'grid', minWidth: 0 });
export const profileName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const profileMuted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const accountBanner = style({
  gridColumn: '1 / -1',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  selectors: {
    '&[data-tone="blue"]': { background: vars.color.info },
    '&[data-tone="green"]': { background: vars.color.success },
  },
});
export const tag = style({
  marginLeft: 'auto',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
/** 'Confirme seu e-mail' in the user menu: the account still has something to do. */
export const verifyLabel = style({ color: vars.color.premiumStrong });
export const upgradeTag = style({
  background: vars.color.premiumStrong,
  color: vars.color.onBrand,
});
/** The phone menu's drawer (ui Dialog, size 'drawer'): its links show no tap flash. */
export const drawer = style({});
export const drawerSection = style({ display: 'grid', gap: vars.space.xs });
export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
export const drawerButtons = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${drawer} a`, { WebkitTapHighlightColor: 'transparent' });
export const avatarPlaceholder = style({
  display: 'inline-block',
  width: '32px',
  height: '32px',
  margin: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
});
export const srOnly = visuallyHidden;
