import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { autoGrid, pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

export const shell = pieces.shell;

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.text,
  color: vars.color.surface,
});

export const brand = style({
  color: vars.color.surface,
  fontWeight: vars.fontWeight.black,
  textDecoration: 'none',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const headerLinks = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const headerLink = style({
  color: vars.color.surface,
  textDecoration: 'underline',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
});

export const content = style(pageColumn('1100px', vars.space.lg));

export const title = pieces.pageTitle;

export const muted = pieces.muted;

export const grid = style([pieces.bareList, autoGrid('240px')]);

export const card = style([
  pieces.card,
  pieces.focusRing,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.xs,
    height: '100%',
    padding: vars.space.md,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.brand } },
  },
]);

export const cardTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
