import { type VerifyCodeForm, VerifyCodeSchema } from '@arte-gospel/domain';
import { Alert, Button, Spinner, TextField } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { boundInput } from '../../../components/forms/bound-input';
import { paths } from '../../../config/paths';
import { failureMessage, useResendCode, useVerifyEmail } from '../../../lib/session/auth';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './auth.css';

/** /email/verify: the 6-digit code from the email, and 'Reenviar código'. */
export function EmailVerifyPage() {
  useSignals();
  const user = useQuery(userQueryOptions);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [, { Form, Field }] = useForm<VerifyCodeForm>({
    initialValues: { code: '' },
    validate: valiForm(VerifyCodeSchema),
  });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Verifique seu email</h1>
          <p className={styles.subtitle}>
            {user.data?.email
              ? `Digite o código de 6 dígitos que enviamos para ${user.data.email}.`
              : 'Digite o código de 6 dígitos que enviamos para o seu email.'}
          </p>
        </div>
        {user.isPending ? (
          <Spinner label="Carregando..." />
        ) : !user.data ? (
          <Alert.Root tone="info">
            <Alert.Title>Entre na sua conta</Alert.Title>
            <Alert.Description>
              Para verificar o email, entre primeiro.{' '}
              <Link href={paths.auth.href('login')} className={styles.link}>
                Entrar
              </Link>
            </Alert.Description>
          </Alert.Root>
        ) : verify.isSuccess ? (
          <Alert.Root tone="success">
            <Alert.Title>E-mail verificado com sucesso</Alert.Title>
            <Alert.Description>
              Tudo certo!{' '}
              <Link href={paths.home.href()} className={styles.link}>
                Ir para o início
              </Link>
            </Alert.Description>
          </Alert.Root>
        ) : (
          <Form
            className={styles.form}
            aria-label="Verificar email"
            onSubmit={async (values) => {
              await verify.mutateAsync(values.code).catch(() => undefined);
            }}
          >
            {verify.error ? (
              <Alert.Root tone="error">
                <Alert.Description>
                  {failureMessage(verify.error, 'Código inválido ou expirado.')}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            <Field name="code">
              {boundInput(TextField, {
                label: 'Código de verificação',
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 6,
                placeholder: '000000',
              })}
            </Field>
            <Button type="submit" size="lg" className={styles.submit} disabled={verify.isPending}>
              {verify.isPending ? 'Verificando...' : 'Verificar'}
            </Button>
            <Button tone="ghost" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? 'Reenviando...' : 'Reenviar código'}
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
