import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/utilities.css';
import { vars } from '../../theme/vars.css';
import { atoms } from '../Box/atoms.css';
import { errorText as controlErrorText, surface, value } from '../private/control.css';
import { listbox, option } from '../private/listbox.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
});

/** Per size: the root's least width and the trigger's height and text. */
export const rootSize = styleVariants({ sm: { minWidth: 0 }, md: { minWidth: 180 } });

export const label = atoms({ fontSize: 'sm', fontWeight: 'medium', color: 'text' });
export const hiddenLabel = visuallyHidden;

export const trigger = style([
  surface,
  value,
  atoms({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' }),
  {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
]);

export const triggerSize = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: {},
});

/**
 * appearance 'inset': inside another field's bordered box (Field.Control), beside its input.
 * The root and its control stretch to the box's height; the trigger has no border of its
 * own but a divider at its end, on the muted surface.
 */
export const insetRoot = style({ flex: '0 0 auto', minWidth: 0, position: 'relative' });
export const insetControl = style({ display: 'flex', flex: 1 });
export const insetTrigger = style({
  width: 'auto',
  minHeight: 0,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  border: 'none',
  borderRadius: 0,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  boxShadow: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' },
  },
});

export const icon = style({ flex: '0 0 auto', lineHeight: 1 });

export const itemText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const errorText = controlErrorText;

export const indicator = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
});

export const content = style([
  listbox,
  // Above a dialog's layer, as a select may sit in a dialog's form. At least as wide as the
  // trigger (Ark's reference width) when the list is not sized to it.
  { zIndex: 100, outline: 'none', minWidth: 'var(--reference-width)' },
]);

export const item = style([
  option,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[data-state="checked"]': {
        fontWeight: vars.fontWeight.bold,
        color: vars.color.brandStrong,
      },
    },
  },
]);
