import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { type Atoms, atoms } from './atoms.css';

export interface BoxProps extends Omit<HTMLAttributes<HTMLElement>, keyof Atoms | 'color'>, Atoms {
  /** The element to render; 'div' by default. */
  as?:
    | 'div'
    | 'section'
    | 'article'
    | 'aside'
    | 'header'
    | 'footer'
    | 'main'
    | 'nav'
    | 'span'
    | 'ul'
    | 'li'
    | 'p';
  children?: ReactNode;
}

/** A layout element styled by atoms (theme-contract sprinkles), e.g. `<Box display="flex" gap="md" padding={{ mobile: 'sm', desktop: 'lg' }}>`. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, children, ...props },
  ref,
) {
  const atomProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atoms.properties.has(key as keyof Atoms)) atomProps[key] = value;
    else rest[key] = value;
  }
  return createElement(
    as,
    { ...rest, ref, className: [atoms(atomProps as Atoms), className].filter(Boolean).join(' ') },
    children,
  );
});
