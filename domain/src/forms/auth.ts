import * as v from 'valibot';
import { PasswordChangeBodySchema } from '../contract/library';
import { phoneDigits } from './countries';

// platform §5 validation rules, with the spec's exact messages.

export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const PHONE_MIN = 10;

export const PASSWORD_MIN_MESSAGE = 'A senha deve ter pelo menos 6 caracteres';
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não coincidem';

const passwordEntry = v.pipe(v.string(), v.minLength(PASSWORD_MIN, PASSWORD_MIN_MESSAGE));

/**
 * platform §5: `confirmPassword` must equal `password`; the mismatch ('As senhas não
 * coincidem') is shown on the confirmation field. A pipe item after the form's object.
 */
function passwordsMatch<TInput extends Passwords>() {
  const check = v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input: Passwords) => input.password === input.confirmPassword,
      PASSWORD_MISMATCH_MESSAGE,
    ),
    ['confirmPassword'],
  );
  // Valibot types a pipe item by the whole form's values; this check reads only these two.
  return check as unknown as v.BaseValidation<TInput, TInput, v.PartialCheckIssue<TInput>>;
}
type Passwords = { password: string; confirmPassword: string };

/** platform §5 Login. */
export const LoginSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Digite um email válido')),
  password: passwordEntry,
  rememberMe: v.optional(v.boolean(), false),
});
export type LoginForm = v.InferOutput<typeof LoginSchema>;

/**
 * platform §5 Register.
 *
 * Phone: the flow-1 payload marks it optional (platform §3), but the form rule says "at least
 * 10 characters": the form requires it, as the rule says (WhatsApp is how support reaches a
 * church); the API body still accepts it absent. The rule counts characters of the MASKED
 * value, as the spec words it, not digits: Uruguay's '99 999 999' holds 8 digits (10
 * characters), Peru, Chile, Spain and Portugal hold 9, so a digit count of 10 would lock those
 * countries out. For Brasil a full number is 15 characters, so the rule only catches a number
 * cut short by more than five digits; the mask stops any extra digit.
 */
export const RegisterSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(NAME_MIN, 'O nome deve ter pelo menos 2 caracteres'),
    ),
    email: v.pipe(v.string(), v.trim(), v.email('Email inválido')),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(PHONE_MIN, 'WhatsApp deve ter pelo menos 10 dígitos'),
    ),
    password: passwordEntry,
    confirmPassword: v.string(),
  }),
  passwordsMatch(),
);
export type RegisterForm = v.InferOutput<typeof RegisterSchema>;

// The reset and update password screens' rules are "not shown" in the spec (§5): the
// register rules apply (6 characters, the confirmation must match), and an empty
// confirmation is asked for.
const newPasswordConfirmation = v.pipe(v.string(), v.minLength(1, 'Confirme a nova senha'));

/** /password/reset with the emailed token: the new password twice. */
export const NewPasswordSchema = v.pipe(
  v.object({ password: passwordEntry, confirmPassword: newPasswordConfirmation }),
  passwordsMatch(),
);
export type NewPasswordForm = v.InferOutput<typeof NewPasswordSchema>;

/**
 * Signed in (the panel's 'Alterar senha', /password/reset without a token): the current
 * password proves it is the account's owner. The API body's rules, named as the form names
 * its fields.
 */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: PasswordChangeBodySchema.entries.currentPassword,
    password: PasswordChangeBodySchema.entries.newPassword,
    confirmPassword: newPasswordConfirmation,
  }),
  passwordsMatch(),
);
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordSchema>;

export const ForgotPasswordSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Digite um email válido')),
});
export type ForgotPasswordForm = v.InferOutput<typeof ForgotPasswordSchema>;

export const VerifyCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'O código deve ter 6 dígitos')),
});
export type VerifyCodeForm = v.InferOutput<typeof VerifyCodeSchema>;

/** platform §3: flow 1 login payload (username is the email). */
export function toLoginPayload(form: LoginForm) {
  return { username: form.email, password: form.password, rememberMe: form.rememberMe };
}

/**
 * platform §3: flow 1 register payload. username = the part of the email before the @;
 * phone = dial code followed by the national digits ('+5511987654321').
 */
export function toRegisterPayload(form: RegisterForm, dialCode: string) {
  return {
    username: form.email.split('@')[0] ?? form.email,
    email: form.email,
    password: form.password,
    name: form.name,
    phone: `${dialCode}${phoneDigits(form.phone)}`,
  };
}

/** platform §3: flow 2 login payload. */
export function toFlow2LoginPayload(form: LoginForm) {
  return { email: form.email, password: form.password, rememberMe: form.rememberMe };
}

/** platform §3: flow 2 register payload. */
export function toFlow2RegisterPayload(form: RegisterForm, dialCode: string) {
  return {
    email: form.email,
    password: form.password,
    userData: { name: form.name, phone: `${dialCode}${phoneDigits(form.phone)}` },
  };
}

/** platform §5 Other: the email-not-confirmed login error. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  email_not_confirmed: 'Email não verificado',
};

export function authErrorMessage(code: string | undefined): string | undefined {
  return code ? AUTH_ERROR_MESSAGES[code] : undefined;
}
