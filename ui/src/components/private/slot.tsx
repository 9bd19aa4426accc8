import {
  type ComponentPropsWithoutRef,
  type ComponentRef,
  createElement,
  type ElementType,
  forwardRef,
} from 'react';

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * A part of an anatomy with its slot's class, merged with the caller's `className`: the
 * styled parts of the ui namespaces (`Dialog.Title`, `Menu.Item`...) are built with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any part whose props take a className.
export function withSlot<T extends ElementType<any>>(Part: T, slot: string, name: string) {
  const Slotted = forwardRef<ComponentRef<T>, ComponentPropsWithoutRef<T>>((props, ref) =>
    createElement(Part as ElementType, {
      ...props,
      ref,
      className: cx(slot, (props as { className?: string }).className),
    }),
  );
  Slotted.displayName = name;
  return Slotted;
}
