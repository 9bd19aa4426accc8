import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { pageColumn } from '../../../components/page/layout';
import * as pieces from '../../../components/page/pieces.css';

// /obrigado: one card in a narrow column.

export const page = style(pageColumn('640px', vars.space.xl));

export const card = style([
  pieces.card,
  pieces.centredStack,
  { gap: vars.space.md, padding: `${vars.space.xl} ${vars.space.lg}` },
]);

export const eyebrow = pieces.eyebrow;

export const title = pieces.largePageTitle;

export const text = pieces.muted;

export const waiting = style([pieces.centredStack]);

export const message = style({ width: '100%', textAlign: 'left' });

export const actions = style([pieces.wrapRow, { justifyContent: 'center' }]);
