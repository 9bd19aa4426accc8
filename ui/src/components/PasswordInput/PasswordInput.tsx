import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, FieldFrame, type FieldFrameProps, splitFieldProps } from '../Field/Field';
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

/** A password field with a show/hide toggle (platform §2.3): `Field` parts around Ark's PasswordInput. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const [frame, rest] = splitFieldProps(props);
    const {
      showLabel = 'Mostrar senha',
      hideLabel = 'Ocultar senha',
      autoComplete = 'current-password',
      ...input
    } = rest;
    return (
      <FieldFrame {...frame}>
        <ArkPasswordInput.Root
          asChild
          autoComplete={autoComplete as 'current-password' | 'new-password'}
          translations={{ visibilityTrigger: (visible) => (visible ? hideLabel : showLabel) }}
        >
          <Field.Control>
            <ArkPasswordInput.Control className={styles.control}>
              <Field.Input asChild>
                <ArkPasswordInput.Input ref={ref} {...input} />
              </Field.Input>
              <ArkPasswordInput.VisibilityTrigger className={styles.toggle}>
                <ArkPasswordInput.Indicator fallback={<EyeIcon open={false} />}>
                  <EyeIcon open />
                </ArkPasswordInput.Indicator>
              </ArkPasswordInput.VisibilityTrigger>
            </ArkPasswordInput.Control>
          </Field.Control>
        </ArkPasswordInput.Root>
      </FieldFrame>
    );
  },
);
