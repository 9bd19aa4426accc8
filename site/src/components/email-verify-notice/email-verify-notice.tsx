import { Alert, Button, buttonClassName } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { needsEmailVerification, useResendCode } from '../../lib/session/auth';
import { userQueryOptions } from '../../lib/session-query';
import * as styles from './email-verify-notice.css';

/**
 * 'Confirme seu e-mail' until the account proves its address: the way to do it (the code on
 * /email/verify, or the link in the email) and 'Reenviar e-mail' (rate-limited by the API;
 * a toast and a line here say how it went). A purchase made for the address waits for it
 * (pendingPurchase), and then the notice says so.
 */
export function EmailVerifyNotice() {
  const user = useQuery(userQueryOptions).data;
  const resend = useResendCode();
  if (!user || !needsEmailVerification(user)) return null;
  const address = user.email ? ` (${user.email})` : '';
  return (
    <Alert.Root tone="info" aria-label="Confirme seu e-mail">
      <Alert.Title>
        {user.pendingPurchase
          ? 'Confirme seu e-mail para ativar sua compra'
          : 'Confirme seu e-mail'}
      </Alert.Title>
      <Alert.Description>
        <p className={styles.text}>
          {user.pendingPurchase
            ? `Sua compra fica guardada até você confirmar que este e-mail é seu${address}: abra o link ou use o código que enviamos para ele.`
            : `Abra o link ou use o código que enviamos para o seu e-mail${address}.`}
        </p>
        <div className={styles.actions}>
          <Link href={paths.emailVerify.href()} className={buttonClassName({ size: 'sm' })}>
            Verificar meu e-mail
          </Link>
          <Button
            size="sm"
            tone="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? 'Reenviando...' : 'Reenviar e-mail'}
          </Button>
        </div>
        {resend.isSuccess ? (
          <p className={styles.sent}>Enviamos um novo código e um novo link.</p>
        ) : null}
      </Alert.Description>
    </Alert.Root>
  );
}
