import type { ChangeEventHandler, ComponentType, FocusEventHandler, ReactNode, Ref } from 'react';
import { tracked } from '../../lib/tracked-field';

/** What a bound input is given: the field's element props, its value and its error. */
export interface BoundInputProps {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  value: string;
  error: string;
}

/** The part of a modular-forms field store an input reads (its signals). */
interface FieldState {
  value: { value: unknown };
  error: { value: string };
}

/**
 * A `<Field>` render prop of @modular-forms/react drawing a ui input (`TextField`,
 * `PasswordInput`) with the field's element props, value and error, so a form writes
 * `<Field name="email">{boundInput(TextField, { label: 'Email', type: 'email' })}</Field>`.
 */
export function boundInput<P extends object>(
  Input: ComponentType<P>,
  props: Omit<P, keyof BoundInputProps>,
): (field: FieldState, element: { name: string }) => ReactNode {
  return tracked((field: FieldState, element: { name: string }) => {
    const bound: BoundInputProps = {
      // modular-forms' element props (name, ref, onChange, onBlur) for any form element.
      ...(element as Omit<BoundInputProps, 'value' | 'error'>),
      value: String(field.value.value ?? ''),
      error: field.error.value,
    };
    return <Input {...(props as P)} {...bound} />;
  });
}
