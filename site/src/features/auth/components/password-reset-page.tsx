import { Alert, Button, PasswordInput } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { AUTH_FALLBACKS, failureMessage, useUpdatePassword } from '../../../lib/session/auth';
import { tracked } from '../../../lib/tracked-field';
import { type NewPasswordForm, NewPasswordSchema } from './account-forms';
import * as styles from './auth.css';

/** /password/reset?token=…: sets a new password with the emailed token (flow 2 update-password). */
export function PasswordResetPage() {
  useSignals();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
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
