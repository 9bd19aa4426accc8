import { buttonClassName } from '@arte-gospel/ui';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import * as styles from './not-found.css';

/**
 * 404 (platform §2.4), with the invalid reset-link variant: the content, in a frame's own
 * <main> (the public pages' NotFoundPage, the user panel).
 */
export function NotFoundContent() {
  const [location] = useLocation();
  const resetLink = /reset-password|password\/reset/.test(location);
  return (
    <div className={styles.page}>
      <p className={styles.code}>404</p>
      {resetLink ? (
        <>
          <h1 className={styles.title}>Link de redefinição inválido ou expirado</h1>
          <p className={styles.text}>
            Use o link completo recebido por email, com o parâmetro token, ou solicite um novo link
            de redefinição de senha.
          </p>
          <Link href="/password/forgot" className={buttonClassName()}>
            Solicitar novo link
          </Link>
        </>
      ) : (
        <>
          <h1 className={styles.title}>Página não encontrada</h1>
          <p className={styles.text}>A página que você procura não existe ou foi movida.</p>
          <Link href={paths.home.href()} className={buttonClassName()}>
            Voltar para o início
          </Link>
        </>
      )}
    </div>
  );
}
