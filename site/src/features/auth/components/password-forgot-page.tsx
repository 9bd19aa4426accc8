import { type ForgotPasswordForm, ForgotPasswordSchema } from '@arte-gospel/domain';
import { Alert, Button } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { AUTH_FALLBACKS, failureMessage, useRequestPasswordReset } from '../../../lib/session/auth';
import * as styles from './auth.css';
import { emailInput } from './auth-forms';

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
          <Alert.Root tone="success">
            <Alert.Title>Email de recuperação enviado!</Alert.Title>
            <Alert.Description>
              Se houver uma conta com esse email, o link chega em instantes. Ele vale por 1 hora.
              Confira também a caixa de spam.
            </Alert.Description>
          </Alert.Root>
        ) : (
          <Form
            className={styles.form}
            aria-label="Recuperar senha"
            onSubmit={async (values) => {
              await request.mutateAsync(values.email).catch(() => undefined);
            }}
          >
            {request.error ? (
              <Alert.Root tone="error">
                <Alert.Description>
                  {failureMessage(request.error, AUTH_FALLBACKS.reset)}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            <Field name="email">{emailInput}</Field>
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
