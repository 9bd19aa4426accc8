import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
});
export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  textAlign: 'center',
  justifyItems: 'center',
});
export const title = style({
  fontSize: 'clamp(1.6rem, 5vw, 2.4rem)',
  fontWeight: vars.fontWeight.black,
});
export const lead = style({ maxWidth: '60ch', color: vars.color.textMuted });
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const figure = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const srOnly = visuallyHidden;
export const filter = style({
  margin: 0,
  border: 'none',
  display: 'inline-flex',
  justifySelf: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
});
export const filterButton = style({
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.sm,
    },
  },
});
export const cards = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingTop: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    '(min-width: 900px)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
      alignItems: 'stretch',
    },
  },
});
export const faq = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '760px',
  width: '100%',
  justifySelf: 'center',
});
export const faqTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  textAlign: 'center',
});
export const faqItem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const faqQuestion = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });
export const faqAnswer = style({ marginTop: vars.space.sm, color: vars.color.textMuted });
