import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import {
  back,
  page,
  stateBox,
  stateText,
  stateTitle,
  title,
} from '../../../components/page/page.css';

export { back, page, stateBox, stateText, stateTitle, title };

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const breadcrumb = style({
  display: 'flex',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const crumbLink = style({ color: vars.color.brandStrong, textDecoration: 'none' });

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const premiumBadge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.premium,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const details = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stat = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** The search form in the filter bar: wider than a select. */
export const search = style({ flex: '2 1 14rem' });

export const loadingMore = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const srOnly = visuallyHidden;
