import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** platform §4.4: red when expired or 0 days, amber up to 7 days, blue otherwise. */
export const expiryBannerTones = ['red', 'amber', 'blue'] as const;

const toneColor = {
  red: vars.color.danger,
  amber: vars.color.warning,
  blue: vars.color.info,
} as const;

// A soft tint of the tone with the body text colour keeps the contrast readable; the
// strong tone marks the edge and the icon.
const tinted = (color: string) => ({
  background: `color-mix(in srgb, ${color} 12%, ${vars.color.surface})`,
  borderColor: color,
});

export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.md}`,
    border: '1px solid',
    borderLeftWidth: '6px',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      red: tinted(toneColor.red),
      amber: tinted(toneColor.amber),
      blue: tinted(toneColor.blue),
    },
  },
  defaultVariants: { tone: 'amber' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.black,
  },
  variants: {
    tone: {
      red: { background: `color-mix(in srgb, ${toneColor.red} 80%, ${vars.color.text})` },
      amber: { background: `color-mix(in srgb, ${toneColor.amber} 60%, ${vars.color.text})` },
      blue: { background: `color-mix(in srgb, ${toneColor.blue} 80%, ${vars.color.text})` },
    },
  },
});

export const message = style({ flex: '1 1 16rem', margin: 0, fontWeight: vars.fontWeight.medium });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.brandSoft}`, outlineOffset: '2px' },
});
