import { type VerifyCodeForm, VerifyCodeSchema } from '@arte-gospel/domain';
import { Alert, Button, Spinner, TextField } from '@arte-gospel/ui';
import { useForm, valiForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { boundInput } from '../../../components/forms/bound-input';
import { paths } from '../../../config/paths';
import {
  failureMessage,
  needsEmailVerification,
  useResendCode,
  useVerifyEmail,
  useVerifyEmailLink,
  VERIFY_LINK_FALLBACK,
} from '../../../lib/session/auth';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './auth.css';

/**
 * /email/verify: the link of the verification email (?token=…, signed in or not) or the
 * 6-digit code typed in, and 'Reenviar código'.
 */
export function EmailVerifyPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {token === null ? <CodeVerification /> : <LinkVerification token={token} />}
      </div>
    </main>
  );
}

function Heading({ subtitle }: { subtitle: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>Verifique seu email</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}

/** The end of a verification: what happened, and where to go from here. */
function Verified({ title, signedIn }: { title: string; signedIn: boolean }) {
  return (
    <Alert.Root tone="success">
      <Alert.Title>{title}</Alert.Title>
      <Alert.Description>
        Tudo certo!{' '}
        {signedIn ? (
          <Link href={paths.home.href()} className={styles.link}>
            Ir para o início
          </Link>
        ) : (
          <Link href={paths.auth.href('login')} className={styles.link}>
            Entrar na minha conta
          </Link>
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

/** The emailed link: its token is posted once on opening; a used or expired one says so. */
function LinkVerification({ token }: { token: string }) {
  const user = useQuery(userQueryOptions);
  const verify = useVerifyEmailLink();
  const resend = useResendCode();
  const posted = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    mutate(token);
  }, [mutate, token]);

  const signedIn = Boolean(user.data);
  if (verify.isSuccess)
    return (
      <>
        <Heading subtitle="Seu email foi confirmado pelo link." />
        <Verified title={verify.data.message} signedIn={signedIn} />
      </>
    );
  if (!verify.isError)
    return (
      <>
        <Heading subtitle="Confirmando o link do seu email..." />
        <Spinner label="Verificando..." />
      </>
    );
  return (
    <>
      <Heading subtitle="Não foi possível confirmar o email por este link." />
      <Alert.Root tone="error">
        <Alert.Title>Falha na verificação</Alert.Title>
        <Alert.Description>{failureMessage(verify.error, VERIFY_LINK_FALLBACK)}</Alert.Description>
      </Alert.Root>
      {needsEmailVerification(user.data) ? (
        <div className={styles.form}>
          <Button size="lg" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Reenviando...' : 'Reenviar email de verificação'}
          </Button>
          <Link href={paths.emailVerify.href()} className={styles.link}>
            Digitar o código do email
          </Link>
        </div>
      ) : signedIn ? null : (
        <p className={styles.footnote}>
          Para receber um novo link,{' '}
          <Link href={paths.auth.href('login')} className={styles.link}>
            entre na sua conta
          </Link>{' '}
          e peça o reenvio.
        </p>
      )}
    </>
  );
}

/** The 6-digit code typed in (signed in), and 'Reenviar código'. */
function CodeVerification() {
  useSignals();
  const user = useQuery(userQueryOptions);
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [, { Form, Field }] = useForm<VerifyCodeForm>({
    initialValues: { code: '' },
    validate: valiForm(VerifyCodeSchema),
  });
  return (
    <>
      <Heading
        subtitle={
          user.data?.email
            ? `Digite o código de 6 dígitos que enviamos para ${user.data.email}.`
            : 'Digite o código de 6 dígitos que enviamos para o seu email.'
        }
      />
      {user.isPending ? (
        <Spinner label="Carregando..." />
      ) : !user.data ? (
        <Alert.Root tone="info">
          <Alert.Title>Entre na sua conta</Alert.Title>
          <Alert.Description>
            Para verificar o email com o código, entre primeiro (ou abra o link do email).{' '}
            <Link href={paths.auth.href('login')} className={styles.link}>
              Entrar
            </Link>
          </Alert.Description>
        </Alert.Root>
      ) : verify.isSuccess ? (
        <Verified title="E-mail verificado com sucesso" signedIn />
      ) : user.data.emailVerified === true ? (
        <Verified title="Seu e-mail já está verificado." signedIn />
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
    </>
  );
}
