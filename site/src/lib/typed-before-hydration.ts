import { type RefObject, useLayoutEffect } from 'react';

/**
 * On a prerendered page a visitor can type into an input before the app's code has taken
 * the page over. React keeps that text in the field when it hydrates, but no change event
 * ever reached the component: its state still reads ''. Once, when the component mounts,
 * this hands the field's text to `onType` (nothing happens when they already agree, as on
 * any page the browser drew itself).
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onType: (text: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit can differ.
  useLayoutEffect(() => {
    const typed = ref.current?.value ?? value;
    if (typed !== value) onType(typed);
  }, []);
}
