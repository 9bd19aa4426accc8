import { Field as ArkField } from '@ark-ui/react/field';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export interface FieldFrameProps {
  /** Base of the field's ids (see {@link describedBy}); generated when absent. */
  id?: string;
  label: ReactNode;
  /** The field's error text (pt-BR, from the form's schema); marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error text wired together (ids, aria-invalid, aria-describedby). */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  disabled,
  className,
  children,
}: FieldFrameProps) {
  return (
    <ArkField.Root
      className={[styles.root, className].filter(Boolean).join(' ')}
      ids={id ? { errorText: `${id}-error`, helperText: `${id}-hint` } : undefined}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <ArkField.Label className={styles.label}>{label}</ArkField.Label>
      {children}
      {hint && !error ? (
        <ArkField.HelperText className={styles.hint}>{hint}</ArkField.HelperText>
      ) : null}
      <ArkField.ErrorText className={styles.error}>{error}</ArkField.ErrorText>
    </ArkField.Root>
  );
}

/**
 * The control's aria-describedby: the error text when there is one, else the hint. Set
 * explicitly so the error is announced with the field from the first render.
 */
export function describedBy(
  id: string,
  error?: string | null,
  hint?: ReactNode,
): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A stable base id for a field. */
export function useFieldId(): string {
  return `field-${useId().replace(/:/g, '')}`;
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>,
    Pick<FieldFrameProps, 'label' | 'error' | 'hint'> {
  className?: string;
}

/** A labelled text input with its error text: the form field of every ui form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, required, disabled, ...input },
  ref,
) {
  const id = useFieldId();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
    >
      <div className={styles.control} data-invalid={error ? '' : undefined}>
        <ArkField.Input
          ref={ref}
          className={styles.input}
          aria-describedby={describedBy(id, error, hint)}
          {...input}
        />
      </div>
    </FieldFrame>
  );
});

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  className?: string;
}

/** A native checkbox with its label (e.g. 'Lembrar de mim'). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, className, ...input }, ref) {
    return (
      <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
        <input ref={ref} type="checkbox" className={styles.checkboxInput} {...input} />
        {label}
      </label>
    );
  },
);

export { styles as fieldStyles };
