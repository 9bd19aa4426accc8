import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import * as pieces from '../../../../components/page/pieces.css';
import * as adminPieces from '../../components/admin-pieces.css';

// A course's card; its lessons are a staff list (components/staff-list.css).

export const list = adminPieces.cardList;

export const course = style([
  pieces.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.md },
]);

export const courseHead = style([
  pieces.wrapRow,
  { alignItems: 'center', justifyContent: 'space-between' },
]);

export const courseTitle = style([pieces.sectionTitle, { margin: 0 }]);
