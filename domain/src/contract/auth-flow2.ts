import * as v from 'valibot';
import {
  boundedInt,
  boundedString,
  emailAddress,
  ID_MAX,
  NAME_MAX,
  PHONE_MAX,
  passwordText,
} from './common';
import { UserSchema } from './session';

// platform §7 auth flow 2 (/api/auth/supabase/*): the request bodies the spec gives and the
// responses it does not show, defined here in the same style as flow 1.

export const Flow2LoginBodySchema = v.object({
  email: emailAddress('Digite um email válido'),
  password: passwordText(1, 'Informe a senha'),
  rememberMe: v.optional(v.boolean(), false),
});

export const Flow2RegisterBodySchema = v.object({
  email: emailAddress('Email inválido'),
  password: passwordText(6, 'A senha deve ter pelo menos 6 caracteres'),
  userData: v.object({
    name: boundedString('O nome', { min: 2, max: NAME_MAX, trim: true }),
    phone: v.optional(
      boundedString('O WhatsApp', { max: PHONE_MAX, maxMessage: 'WhatsApp muito longo' }),
    ),
  }),
});

export type Flow2LoginBody = v.InferOutput<typeof Flow2LoginBodySchema>;
export type Flow2RegisterBody = v.InferOutput<typeof Flow2RegisterBodySchema>;

export const Flow2ResetPasswordBodySchema = v.object({
  email: emailAddress('Digite um email válido'),
});
export type Flow2ResetPasswordBody = v.InferOutput<typeof Flow2ResetPasswordBodySchema>;

/**
 * The token comes from the reset link (/password/reset?token=…); without one, the signed-in
 * user proves it with currentPassword (ours: the spec shows only password).
 */
export const Flow2UpdatePasswordBodySchema = v.object({
  password: passwordText(6, 'A senha deve ter pelo menos 6 caracteres'),
  token: v.optional(boundedString('O token', { max: 200 })),
  currentPassword: v.optional(passwordText(1, 'Informe a senha atual', 'A senha atual')),
});
export type Flow2UpdatePasswordBody = v.InferOutput<typeof Flow2UpdatePasswordBodySchema>;

export const Flow2ConfirmEmailBodySchema = v.object({
  userId: boundedInt('userId', 1, ID_MAX),
});
export type Flow2ConfirmEmailBody = v.InferOutput<typeof Flow2ConfirmEmailBodySchema>;

/** login and register answer the user (the client then refetches it, platform §4.1). */
export const Flow2UserResponseSchema = v.object({ user: UserSchema });
export type Flow2UserResponse = v.InferOutput<typeof Flow2UserResponseSchema>;

/** reset-password, update-password and confirm-email: the toast texts of platform §8. */
export const Flow2MessageResponseSchema = v.object({ success: v.boolean(), message: v.string() });
export type Flow2MessageResponse = v.InferOutput<typeof Flow2MessageResponseSchema>;

export const Flow2LogoutResponseSchema = v.object({ success: v.boolean() });
export type Flow2LogoutResponse = v.InferOutput<typeof Flow2LogoutResponseSchema>;

/** GET /api/auth/supabase/session: null when nobody is signed in (not a 401). */
export const Flow2SessionResponseSchema = v.object({ user: v.nullable(UserSchema) });
export type Flow2SessionResponse = v.InferOutput<typeof Flow2SessionResponseSchema>;
