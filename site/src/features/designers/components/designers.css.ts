import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { back, page, stateBox, title } from '../../../components/page/page.css';

export { back, page, stateBox, title };

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `3px solid ${vars.color.brand}`, outlineOffset: '2px' },
  },
});

export const avatar = style({
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  overflow: 'hidden',
  flexShrink: 0,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const profileText = style({
  flex: 1,
  minWidth: '200px',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const loadingMore = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });
