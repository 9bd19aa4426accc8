import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';

// The pieces every form control is drawn with: Field's input box, Select's trigger,
// SearchBox's input.

/** The label above a control. */
export const label = atoms({ fontSize: 'sm', fontWeight: 'bold', color: 'text' });

/** The bordered box of a control. */
export const surface = style({
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The text typed or chosen in a control. */
export const value = atoms({ color: 'text', fontFamily: 'body', fontSize: 'md' });

/** The error under a control (shown while it is invalid). */
export const errorText = atoms({ fontSize: 'xs', fontWeight: 'medium', color: 'danger' });
