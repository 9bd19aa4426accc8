import { Alert } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { PasswordForm } from '../../../components/forms/password-form';
import { paths } from '../../../config/paths';
import { AUTH_FALLBACKS, failureMessage, useUpdatePassword } from '../../../lib/session/auth';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './auth.css';

/**
 * /password/reset?token=…: sets a new password with the emailed token (flow 2
 * update-password); signed in without a token, with the current password instead.
 */
export function PasswordResetPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const signedIn = Boolean(useQuery(userQueryOptions).data);
  const update = useUpdatePassword();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Criar nova senha</h1>
          <p className={styles.subtitle}>Escolha uma senha com pelo menos 6 caracteres.</p>
        </div>
        {token || signedIn ? (
          <PasswordForm
            label="Criar nova senha"
            withCurrent={!token}
            onSubmit={({ password, currentPassword }) =>
              update.mutateAsync(token ? { password, token } : { password, currentPassword })
            }
            pending={update.isPending}
            submitText="Salvar nova senha"
            pendingText="Salvando..."
            error={
              update.error ? (
                <Alert.Root tone="error">
                  <Alert.Description>
                    {failureMessage(update.error, AUTH_FALLBACKS.update)}
                  </Alert.Description>
                </Alert.Root>
              ) : null
            }
            className={styles.form}
            submit={{ size: 'lg', className: styles.submit }}
          />
        ) : (
          <Alert.Root tone="error">
            <Alert.Title>Link de redefinição inválido ou expirado</Alert.Title>
            <Alert.Description>
              Use o link completo do email, com o parâmetro token, ou peça um novo.
            </Alert.Description>
          </Alert.Root>
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
