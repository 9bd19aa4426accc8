import { Alert, buttonClassName } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './panel.css';

/**
 * A purchase made for the account's email waits until the email is verified (the API says
 * so with pendingPurchase): the panel asks for it, with the way to do it.
 */
export function PendingPurchaseNotice() {
  const user = useQuery(userQueryOptions).data;
  if (!user?.pendingPurchase) return null;
  return (
    <Alert.Root tone="info">
      <Alert.Title>Confirme seu e-mail para ativar sua compra</Alert.Title>
      <Alert.Description>
        <p className={styles.noticeText}>
          Sua compra fica guardada até você confirmar que este e-mail é seu
          {user.email ? ` (${user.email})` : ''}: use o código que enviamos para ele.
        </p>
        <Link href={paths.emailVerify.href()} className={buttonClassName({ size: 'sm' })}>
          Verificar meu e-mail
        </Link>
      </Alert.Description>
    </Alert.Root>
  );
}
