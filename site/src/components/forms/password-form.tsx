import {
  type ChangePasswordForm,
  ChangePasswordSchema,
  fieldErrors,
  NewPasswordSchema,
} from '@arte-gospel/domain';
import { Button, type ButtonProps, PasswordInput } from '@arte-gospel/ui';
import { reset, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { boundInput } from './bound-input';

const FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

export interface PasswordFormProps {
  /** The form's accessible name, e.g. 'Alterar senha'. */
  label: string;
  /** Signed in without a reset link: the current password is asked first. */
  withCurrent: boolean;
  /** Sends the change; the form empties once it resolves (a failure is the caller's to tell). */
  onSubmit: (values: { password: string; currentPassword: string }) => Promise<unknown>;
  pending: boolean;
  submitText: string;
  pendingText: string;
  /** The failure's notice above the fields, when the caller shows one. */
  error?: ReactNode;
  className?: string;
  submit?: Pick<ButtonProps, 'size' | 'className'>;
}

/**
 * The new password twice, after the current one when signed in: the panel's 'Alterar senha'
 * and /password/reset (platform §2.8, §5).
 */
export function PasswordForm({
  label,
  withCurrent,
  onSubmit,
  pending,
  submitText,
  pendingText,
  error,
  className,
  submit,
}: PasswordFormProps) {
  useSignals();
  const [form, { Form, Field }] = useForm<ChangePasswordForm>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    // Every field's error at once on submit, the passwords' mismatch too.
    validate: (values) =>
      fieldErrors(withCurrent ? ChangePasswordSchema : NewPasswordSchema, values),
  });
  return (
    <Form
      className={className}
      aria-label={label}
      onSubmit={async (values) => {
        try {
          await onSubmit({ password: values.password, currentPassword: values.currentPassword });
          reset(form);
        } catch {
          // The caller's toast or notice already tells the user.
        }
      }}
    >
      {error}
      {FIELDS.filter((field) => withCurrent || field.name !== 'currentPassword').map(
        ({ name, ...input }) => (
          <Field key={name} name={name}>
            {boundInput(PasswordInput, input)}
          </Field>
        ),
      )}
      <Button type="submit" disabled={pending} {...submit}>
        {pending ? pendingText : submitText}
      </Button>
    </Form>
  );
}
