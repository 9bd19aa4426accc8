import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { forwardRef, type InputHTMLAttributes } from 'react';
import {
  describedBy,
  FieldFrame,
  type FieldFrameProps,
  fieldStyles,
  useFieldId,
} from '../Field/Field';
import * as styles from './PasswordInput.css';

export interface PasswordInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>,
    Pick<FieldFrameProps, 'label' | 'error' | 'hint'> {
  className?: string;
  /** Accessible names of the toggle, pt-BR by default. */
  showLabel?: string;
  hideLabel?: string;
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password field with a show/hide toggle (platform §2.3). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(
    {
      label,
      error,
      hint,
      className,
      required,
      disabled,
      showLabel = 'Mostrar senha',
      hideLabel = 'Ocultar senha',
      autoComplete = 'current-password',
      ...input
    },
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
        <ArkPasswordInput.Root
          className={fieldStyles.control}
          data-invalid={error ? '' : undefined}
          autoComplete={autoComplete as 'current-password' | 'new-password'}
          translations={{ visibilityTrigger: (visible) => (visible ? hideLabel : showLabel) }}
        >
          <ArkPasswordInput.Control className={styles.control}>
            <ArkPasswordInput.Input
              ref={ref}
              className={fieldStyles.input}
              aria-describedby={describedBy(id, error, hint)}
              {...input}
            />
            <ArkPasswordInput.VisibilityTrigger className={styles.toggle}>
              <ArkPasswordInput.Indicator fallback={<EyeIcon open={false} />}>
                <EyeIcon open />
              </ArkPasswordInput.Indicator>
            </ArkPasswordInput.VisibilityTrigger>
          </ArkPasswordInput.Control>
        </ArkPasswordInput.Root>
      </FieldFrame>
    );
  },
);
