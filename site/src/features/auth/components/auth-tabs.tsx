import type { LoginForm, RegisterForm } from '@arte-gospel/domain';
import { Tabs } from '@arte-gospel/ui';
import { LoginFormView, RegisterFormView } from './auth-forms';

export type AuthTab = 'login' | 'register';

interface Submission<T> {
  mutateAsync: (input: T) => Promise<unknown>;
  error: unknown;
  isPending: boolean;
}

/** 'Entrar' and 'Cadastrar' (platform §2.3), whichever flow's calls submit them. */
export function AuthTabs({
  tab,
  onTabChange,
  login,
  register,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  login: Submission<LoginForm>;
  register: Submission<{ form: RegisterForm; dialCode: string }>;
}) {
  return (
    <Tabs
      label="Acesso à conta"
      value={tab}
      onValueChange={(next) => onTabChange(next as AuthTab)}
      items={[
        {
          value: 'login',
          label: 'Entrar',
          content: (
            <LoginFormView
              onSubmit={(values) => login.mutateAsync(values)}
              error={login.error}
              submitting={login.isPending}
            />
          ),
        },
        {
          value: 'register',
          label: 'Cadastrar',
          content: (
            <RegisterFormView
              onSubmit={(form, dialCode) => register.mutateAsync({ form, dialCode })}
              error={register.error}
              submitting={register.isPending}
            />
          ),
        },
      ]}
    />
  );
}

/** The `tab` query of /auth and /auth/supabase. */
export function tabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
}
