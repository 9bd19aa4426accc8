import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';
import { page, back as pageBack, title } from '../../../components/page/page.css';

export { page, title };

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** In the title row the back link sits on the row's centre line. */
export const back = style([pageBack, { alignSelf: 'auto' }]);

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
