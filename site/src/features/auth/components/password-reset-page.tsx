import { Alert, Button, PasswordInput } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { AUTH_FALLBACKS, failureMessage, useUpdatePassword } from '../../../lib/session/auth';
import { userQueryOptions } from '../../../lib/session-query';
import { tracked } from '../../../lib/tracked-field';
import {
  type ChangePasswordForm,
  ChangePasswordSchema,
  type NewPasswordForm,
  NewPasswordSchema,
} from './account-forms';
import * as styles from './auth.css';

/** Signed in, without a reset link: the current password is asked (flow 2 update-password). */
function ChangePasswordWithCurrent() {
  useSignals();
  const update = useUpdatePassword();
  const [, { Form, Field }] = useForm<ChangePasswordForm>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: valiForm(ChangePasswordSchema),
  });
  const fields = [
    { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
    { name: 'password', label: 'Nova senha', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
  ] as const;
  return (
    <Form
      className={styles.form}
      aria-label="Criar nova senha"
      onSubmit={async (values) => {
        await update
          .mutateAsync({ password: values.password, currentPassword: values.currentPassword })
          .catch(() => undefined);
      }}
    >
      {update.error ? (
        <Alert tone="error">{failureMessage(update.error, AUTH_FALLBACKS.update)}</Alert>
      ) : null}
      {fields.map(({ name, label, autoComplete }) => (
        <Field key={name} name={name}>
          {tracked((field, props) => (
            <PasswordInput
              {...(props as Parameters<typeof PasswordInput>[0])}
              label={label}
              autoComplete={autoComplete}
              value={field.value.value ?? ''}
              error={field.error.value}
            />
          ))}
        </Field>
      ))}
      <Button type="submit" size="lg" className={styles.submit} disabled={update.isPending}>
        {update.isPending ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
    </Form>
  );
}

/**
 * /password/reset?token=…: sets a new password with the emailed token (flow 2
 * update-password); signed in without a token, with the current password instead.
 */
export function PasswordResetPage() {
  useSignals();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const signedIn = Boolean(useQuery(userQueryOptions).data);
  const update = useUpdatePassword();
  const [, { Form, Field }] = useForm<NewPasswordForm>({
    initialValues: { password: '', confirmPassword: '' },
    validate: valiForm(NewPasswordSchema),
  });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Criar nova senha</h1>
          <p className={styles.subtitle}>Escolha uma senha com pelo menos 6 caracteres.</p>
        </div>
        {token ? (
          <Form
            className={styles.form}
            aria-label="Criar nova senha"
            onSubmit={async (values) => {
              await update.mutateAsync({ password: values.password, token }).catch(() => undefined);
            }}
          >
            {update.error ? (
              <Alert tone="error">{failureMessage(update.error, AUTH_FALLBACKS.update)}</Alert>
            ) : null}
            <Field name="password">
              {tracked((field, props) => (
                <PasswordInput
                  {...(props as Parameters<typeof PasswordInput>[0])}
                  label="Nova senha"
                  autoComplete="new-password"
                  value={field.value.value ?? ''}
                  error={field.error.value}
                />
              ))}
            </Field>
            <Field name="confirmPassword">
              {tracked((field, props) => (
                <PasswordInput
                  {...(props as Parameters<typeof PasswordInput>[0])}
                  label="Confirmar nova senha"
                  autoComplete="new-password"
                  value={field.value.value ?? ''}
                  error={field.error.value}
                />
              ))}
            </Field>
            <Button type="submit" size="lg" className={styles.submit} disabled={update.isPending}>
              {update.isPending ? 'Salvando...' : 'Salvar nova senha'}
            </Button>
          </Form>
        ) : signedIn ? (
          <ChangePasswordWithCurrent />
        ) : (
          <Alert tone="error" title="Link de redefinição inválido ou expirado">
            Use o link completo do email, com o parâmetro token, ou peça um novo.
          </Alert>
        )}
        <p className={styles.footnote}>
          <Link href={paths.passwordForgot.href()} className={styles.link}>
            Pedir um novo link
          </Link>
        </p>
      </div>
    </main>
  );
}
