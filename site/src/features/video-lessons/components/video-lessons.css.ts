import { vars, visuallyHidden } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageStack } from '../../../components/page/layout';
import { back, stateBox, title } from '../../../components/page/page.css';
import * as pieces from '../../../components/page/pieces.css';

export { back, stateBox, title };

export const page = style(pageStack('1100px', vars.space.md));

export const intro = pieces.muted;

// From 768 px the header's video search (platform §2.6) is the list's search box: it shares
// the address's ?busca=, so the page's own box shows on phones only.
export const search = style({
  maxWidth: '480px',
  width: '100%',
  '@media': { '(min-width: 768px)': { display: 'none' } },
});

export const course = style([
  pieces.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md },
]);

export const courseTitle = pieces.sectionTitle;

export const lessons = style([pieces.bareList, { display: 'grid', gap: vars.space.xs }]);

export const lessonLink = style([
  pieces.focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    background: vars.color.surfaceMuted,
    ':hover': { background: vars.color.brandSoft },
  },
]);

export const lessonNumber = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  minWidth: '2ch',
});

export const lessonTitle = style({ flex: '1 1 12rem', fontWeight: vars.fontWeight.bold });

export const meta = style([pieces.muted, { fontSize: vars.fontSize.sm }]);

export const player = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.text,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const locked = style([
  pieces.brandCard,
  {
    display: 'grid',
    justifyItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
  },
]);

export const nav = style([pieces.wrapRow, { justifyContent: 'space-between' }]);

export const description = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.normal,
});

export const srOnly = visuallyHidden;
