import * as v from 'valibot';
import { UserSchema } from './session';

// platform §7 auth flow 2 (/api/auth/supabase/*): the request bodies the spec gives and the
// responses it does not show, defined here in the same style as flow 1.

export const Flow2LoginBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Digite um email válido')),
  password: v.pipe(v.string(), v.minLength(1, 'Informe a senha')),
  rememberMe: v.optional(v.boolean(), false),
});

export const Flow2RegisterBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Email inválido')),
  password: v.pipe(v.string(), v.minLength(6, 'A senha deve ter pelo menos 6 caracteres')),
  userData: v.object({
    name: v.pipe(v.string(), v.trim(), v.minLength(2, 'O nome deve ter pelo menos 2 caracteres')),
    phone: v.optional(v.string()),
  }),
});

export const Flow2ResetPasswordBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('Digite um email válido')),
});

/** The token comes from the reset link (/password/reset?token=…). */
export const Flow2UpdatePasswordBodySchema = v.object({
  password: v.pipe(v.string(), v.minLength(6, 'A senha deve ter pelo menos 6 caracteres')),
  token: v.optional(v.string()),
});

export const Flow2ConfirmEmailBodySchema = v.object({ userId: v.number() });

export const Flow2UserResponseSchema = v.object({ user: UserSchema });
export const Flow2SessionResponseSchema = v.object({ user: v.nullable(UserSchema) });
