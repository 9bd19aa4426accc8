import { vars } from '@arte-gospel/ui/theme';
import { style } from '@vanilla-extract/css';

// A church colour: the picker's swatch, the hex field and 'Limpar' on one line.

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const picker = style({
  flex: '0 0 auto',
  width: '44px',
  height: '44px',
  padding: '2px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    // No colour yet: a diagonal line through a white swatch.
    '&[data-empty]': {
      backgroundImage: `linear-gradient(to top right, transparent 47%, ${vars.color.border} 48%, ${vars.color.border} 52%, transparent 53%)`,
    },
  },
});

export const control = style({ flex: '1 1 auto', minWidth: 0 });

export const clear = style({
  flex: '0 0 auto',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
