import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';

// /painel/assinatura: the purchase history's entries and the row of actions.

export const purchase = style([
  pieces.surface,
  { display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md },
]);

export const actions = pieces.wrapRow;
