/**
 * The account calls of platform §4.1, §7 and their toasts (§8). Flow 1 (/api/login,
 * /api/register) is what /auth uses; flow 2 (/api/auth/supabase/*) backs /auth/supabase
 * and the password screens. Both act on the same accounts and the same session.
 */
import {
  authReturnPath,
  type LoginForm,
  type RegisterForm,
  RegisterResponseSchema,
  toFlow2LoginPayload,
  toFlow2RegisterPayload,
  toLoginPayload,
  toRegisterPayload,
  UserSchema,
  type VerifyEmailResponse,
  VerifyEmailResponseSchema,
} from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { trackAdPixel } from '../ad-pixels';
import { ApiError, apiJson, type User } from '../api-client';
import { signupAttribution } from '../attribution';
import { queryKeys } from '../queries/keys';
import { parseResponse } from '../queries/parse';
import { userQueryOptions } from '../session-query';
import { toast } from '../toast';

/** §8 fallbacks, used when a failure carries no message of its own. */
export const AUTH_FALLBACKS = {
  login: 'Erro ao fazer login',
  register: 'Erro ao fazer registro',
  reset: 'Erro ao enviar email de recuperação.',
  update: 'Erro ao atualizar senha.',
  session: 'Erro ao obter sessão.',
} as const;

/** The text of a failed call (its server message, else the given fallback). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** The destructive toast of a failed call (§8): its title, the server's text or the fallback. */
function failureToast(title: string, fallback: string) {
  return (error: unknown) =>
    toast({ title, description: failureMessage(error, fallback), tone: 'destructive' });
}

function greetingName(user: User): string {
  return user.name?.trim() || user.username;
}

/** Sets the signed-in user in the cache and greets them (§4.1, §8 'Login realizado com sucesso'). */
function useSignedIn() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const next = useNextPage();
  return (user: User) => {
    queryClient.setQueryData(userQueryOptions.queryKey, user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.userStats });
    toast({
      title: 'Login realizado com sucesso',
      description: `Bem-vindo(a) de volta, ${greetingName(user)}!`,
      tone: 'success',
    });
    navigate(next());
  };
}

/** Where a sign-in goes: the page /auth's `voltar` names (a path of this site), else home. */
function useNextPage() {
  const search = useSearch();
  return () => authReturnPath(search) ?? paths.home.href();
}

/** 'Entrar' (flow 1): POST /api/login; success stores the user and goes to / (§2.3). */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async (form: LoginForm) =>
      parseResponse(UserSchema, await apiJson('POST', '/api/login', toLoginPayload(form))) as User,
    onSuccess: signedIn,
    onError: failureToast('Falha no login', AUTH_FALLBACKS.login),
  });
}

/**
 * 'Cadastrar' (flow 1): POST /api/register; the user comes from the response (§4.1). A
 * `success: false` answer is the destructive 'Registro realizado, mas com problemas' (§8).
 */
export function useRegister() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const next = useNextPage();
  return useMutation({
    mutationFn: async ({ form, dialCode }: { form: RegisterForm; dialCode: string }) =>
      parseResponse(
        RegisterResponseSchema,
        await apiJson('POST', '/api/register', {
          ...toRegisterPayload(form, dialCode),
          attribution: signupAttribution(),
        }),
      ),
    onSuccess: (result) => {
      trackAdPixel('CompleteRegistration');
      if (result.user) queryClient.setQueryData(userQueryOptions.queryKey, result.user as User);
      if (!result.success) {
        toast({
          title: 'Registro realizado, mas com problemas',
          description:
            result.message || 'Seu cadastro foi feito só em parte. Entre em contato com o suporte.',
          tone: 'destructive',
        });
      } else {
        toast({
          title: 'Registro realizado com sucesso',
          description: result.verificationSent
            ? 'Enviamos um código de verificação para o seu email.'
            : result.message,
          tone: 'success',
        });
      }
      navigate(next());
    },
    onError: failureToast('Falha no registro', AUTH_FALLBACKS.register),
  });
}

/** Flow 2 login (/auth/supabase): the session is then refetched (§4.1). */
export function useFlow2Login() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (form: LoginForm) =>
      apiJson('POST', '/api/auth/supabase/login', toFlow2LoginPayload(form)),
    onSuccess: async () => {
      const user = await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      toast({
        title: 'Login realizado com sucesso',
        description: user ? `Bem-vindo(a) de volta, ${greetingName(user)}!` : undefined,
        tone: 'success',
      });
      navigate(paths.home.href());
    },
    onError: failureToast('Falha no login', AUTH_FALLBACKS.login),
  });
}

/** Flow 2 register: the session is then refetched (§4.1). */
export function useFlow2Register() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: ({ form, dialCode }: { form: RegisterForm; dialCode: string }) =>
      apiJson('POST', '/api/auth/supabase/register', toFlow2RegisterPayload(form, dialCode)),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
      toast({
        title: 'Registro realizado com sucesso',
        description: 'Enviamos um código de verificação para o seu email.',
        tone: 'success',
      });
      navigate(paths.home.href());
    },
    onError: failureToast('Falha no registro', AUTH_FALLBACKS.register),
  });
}

/** /email/verify: POST /api/email-verification/verify, then the user is refreshed (§4.1). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      parseResponse(
        VerifyEmailResponseSchema,
        await apiJson('POST', '/api/email-verification/verify', { code }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      toast({ title: 'E-mail verificado com sucesso', tone: 'success' });
    },
    onError: failureToast('Falha na verificação', 'Código inválido ou expirado.'),
  });
}

/**
 * The link of the verification email (/email/verify?token=…): POST
 * /api/email-verification/verify-link, signed in or not (the token is the proof), then the
 * user is refreshed. A link opened again answers success with 'já está verificado'.
 */
export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<VerifyEmailResponse> =>
      parseResponse(
        VerifyEmailResponseSchema,
        await apiJson('POST', '/api/email-verification/verify-link', { token }),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      toast({ title: answer.message, tone: 'success' });
    },
    onError: failureToast('Falha na verificação', VERIFY_LINK_FALLBACK),
  });
}

/** The link's failure when the answer carries no message of its own. */
export const VERIFY_LINK_FALLBACK = 'Link de verificação inválido ou expirado.';

/** Whether the signed-in account still has to confirm its email ('Confirme seu e-mail'). */
export function needsEmailVerification(user: User | null | undefined): boolean {
  return user?.emailVerified === false;
}

/** 'Reenviar código': POST /api/email-verification/send (a new code and a new link). */
export function useResendCode() {
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/email-verification/send'),
    onSuccess: () => {
      toast({
        title: 'Código reenviado',
        description: 'Enviamos um novo código e um novo link. Confira sua caixa de entrada.',
      });
    },
    onError: failureToast('Falha ao reenviar código', 'Tente novamente em instantes.'),
  });
}

/** /password/forgot: POST /api/auth/supabase/reset-password. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiJson('POST', '/api/auth/supabase/reset-password', { email }),
    onSuccess: () => {
      toast({
        title: 'Email de recuperação enviado!',
        description: 'Se houver uma conta com esse email, o link chega em instantes.',
        tone: 'success',
      });
    },
    onError: failureToast('Falha ao enviar email', AUTH_FALLBACKS.reset),
  });
}

/**
 * /password/reset: POST /api/auth/supabase/update-password with the emailed token (then to
 * /auth), or signed in with the current password instead (then to the panel).
 */
export function useUpdatePassword() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: { password: string } & ({ token: string } | { currentPassword: string })) =>
      apiJson('POST', '/api/auth/supabase/update-password', body),
    onSuccess: (_answer, body) => {
      const withLink = 'token' in body;
      toast({
        title: 'Senha atualizada com sucesso!',
        ...(withLink ? { description: 'Entre com a nova senha.' } : {}),
        tone: 'success',
      });
      navigate(withLink ? paths.auth.href('login') : paths.panelHome.href());
    },
    onError: failureToast('Falha ao atualizar senha', AUTH_FALLBACKS.update),
  });
}
