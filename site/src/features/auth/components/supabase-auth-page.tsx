import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useFlow2Login, useFlow2Register } from '../../../lib/session/auth';
import * as styles from './auth.css';
import { AuthTabs, tabFromSearch } from './auth-tabs';

/**
 * /auth/supabase: the same 'Entrar' / 'Cadastrar' forms over flow 2
 * (/api/auth/supabase/*), against the same accounts and session as /auth.
 */
export function SupabaseAuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(search);
  const login = useFlow2Login();
  const register = useFlow2Register();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Acesse sua conta</h1>
          <p className={styles.subtitle}>Entre ou cadastre-se para baixar as artes.</p>
        </div>
        <AuthTabs
          tab={tab}
          onTabChange={(next) =>
            navigate(`${paths.authSupabase.href()}?tab=${next}`, { replace: true })
          }
          login={login}
          register={register}
        />
      </div>
    </main>
  );
}
