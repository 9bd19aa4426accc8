import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../components/page/pieces.css';

export const page = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
});
export const hero = style([
  pieces.brandCard,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: `${vars.space.xl} ${vars.space.lg}`,
    '@media': { '(min-width: 768px)': { padding: `${vars.space.xxl} ${vars.space.xl}` } },
  },
]);
export const heroTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  '@media': { '(min-width: 768px)': { fontSize: '2.5rem' } },
});
export const heroText = style({ maxWidth: '40rem', opacity: 0.92 });
export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
