import { PASSWORD_MIN, PASSWORD_MIN_MESSAGE } from '@arte-gospel/domain';
import * as v from 'valibot';

// The reset and update password screens' rules are "not shown" in the spec (§5): the
// register rules apply (6 characters, the confirmation must match).

export const ForgotPasswordSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Digite um email válido')),
});
export type ForgotPasswordForm = v.InferOutput<typeof ForgotPasswordSchema>;

export const NewPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(v.string(), v.minLength(PASSWORD_MIN, PASSWORD_MIN_MESSAGE)),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'As senhas não coincidem',
    ),
    ['confirmPassword'],
  ),
);
export type NewPasswordForm = v.InferOutput<typeof NewPasswordSchema>;

/** Signed in without a reset link: the current password proves it is the account's owner. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, 'Informe a senha atual')),
    password: v.pipe(v.string(), v.minLength(PASSWORD_MIN, PASSWORD_MIN_MESSAGE)),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'As senhas não coincidem',
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordForm = v.InferOutput<typeof ChangePasswordSchema>;

export const VerifyCodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'O código deve ter 6 dígitos')),
});
export type VerifyCodeForm = v.InferOutput<typeof VerifyCodeSchema>;
