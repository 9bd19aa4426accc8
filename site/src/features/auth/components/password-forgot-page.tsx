import { Alert, Button, TextField } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { AUTH_FALLBACKS, failureMessage, useRequestPasswordReset } from '../../../lib/session/auth';
import { tracked } from '../../../lib/tracked-field';
import { type ForgotPasswordForm, ForgotPasswordSchema } from './account-forms';
import * as styles from './auth.css';

/** /password/forgot: asks for the email and sends the reset link (flow 2 reset-password). */
export function PasswordForgotPage() {
  useSignals();
  const request = useRequestPasswordReset();
  const [, { Form, Field }] = useForm<ForgotPasswordForm>({
    initialValues: { email: '' },
    validate: valiForm(ForgotPasswordSchema),
  });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Esqueceu sua senha?</h1>
          <p className={styles.subtitle}>
            Informe o email da sua conta e enviaremos um link para criar uma nova senha.
          </p>
        </div>
        {request.isSuccess ? (
          <Alert tone="success" title="Email de recuperação enviado!">
            Se houver uma conta com esse email, o link chega em instantes. Ele vale por 1 hora.
            Confira também a caixa de spam.
          </Alert>
        ) : (
          <Form
            className={styles.form}
            aria-label="Recuperar senha"
            onSubmit={async (values) => {
              await request.mutateAsync(values.email).catch(() => undefined);
            }}
          >
            {request.error ? (
              <Alert tone="error">{failureMessage(request.error, AUTH_FALLBACKS.reset)}</Alert>
            ) : null}
            <Field name="email">
              {tracked((field, props) => (
                <TextField
                  {...(props as Parameters<typeof TextField>[0])}
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder="seu@email.com"
                  value={field.value.value ?? ''}
                  error={field.error.value}
                />
              ))}
            </Field>
            <Button type="submit" size="lg" className={styles.submit} disabled={request.isPending}>
              {request.isPending ? 'Enviando...' : 'Enviar link de recuperação'}
            </Button>
          </Form>
        )}
        <p className={styles.footnote}>
          Lembrou a senha?{' '}
          <Link href={paths.auth.href('login')} className={styles.link}>
            Voltar para o login
          </Link>
        </p>
      </div>
    </main>
  );
}
