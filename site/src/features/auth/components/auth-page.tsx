import { authReturnPath } from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useLogin, useRegister } from '../../../lib/session/auth';
import { userQueryOptions } from '../../../lib/session-query';
import * as styles from './auth.css';
import { AuthTabs, tabFromSearch } from './auth-tabs';

/** /auth (platform §2.3): 'Entrar' and 'Cadastrar' tabs, chosen by the `tab` query. */
export function AuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const user = useQuery(userQueryOptions);
  const login = useLogin();
  const register = useRegister();

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (user.data && !login.isPending && !register.isPending) {
      navigate(authReturnPath(search) ?? paths.home.href());
    }
  }, [user.data, login.isPending, register.isPending, navigate, search]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            {/* A visitor is greeted plainly; only a signed-in user is welcomed back by name. */}
            {tab === 'login' ? 'Acesse sua conta' : 'Crie sua conta grátis'}
          </h1>
          <p className={styles.subtitle}>
            {tab === 'login'
              ? 'Entre para baixar e editar as artes do seu ministério.'
              : 'Cadastre-se e comece a baixar artes gospel editáveis hoje.'}
          </p>
        </div>
        <AuthTabs
          tab={tab}
          onTabChange={(next) =>
            navigate(paths.auth.href(next, authReturnPath(search) ?? undefined), {
              replace: true,
            })
          }
          login={login}
          register={register}
        />
      </div>
    </main>
  );
}
