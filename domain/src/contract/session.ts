import * as v from 'valibot';
import { ACCESS_LEVELS } from '../access';
import { SignupAttributionSchema } from './admin-analytics';
import {
  boundedString,
  emailAddress,
  IsoDateSchema,
  NAME_MAX,
  PHONE_MAX,
  passwordText,
} from './common';

// platform §3 User, §7 session and auth flow 1.

/**
 * platform §3 User: the fields read. Values a fresh free account lacks are null: phone,
 * profileimageurl, tipoplano (no plan), dataexpiracao (no expiry; ISO string otherwise),
 * origemassinatura.
 */
export const UserSchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  profileimageurl: v.nullable(v.string()),
  nivelacesso: v.picklist(ACCESS_LEVELS),
  tipoplano: v.nullable(v.string()),
  acessovitalicio: v.boolean(),
  dataexpiracao: v.nullable(IsoDateSchema),
  origemassinatura: v.nullable(v.string()),
  /** Ours: whether the account proved it owns its email (code or staff confirmation). */
  emailVerified: v.optional(v.boolean()),
  /** Ours: a purchase for this email waits for that proof ('Confirme seu e-mail…'). */
  pendingPurchase: v.optional(v.boolean()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** platform §3: user stats; zero counts on failure are the client's job. */
export const UserStatsSchema = v.object({
  totalFavorites: v.number(),
  totalDownloads: v.number(),
  totalViews: v.number(),
});
export type UserStats = v.InferOutput<typeof UserStatsSchema>;

/** platform §3: login payload (flow 1): username is the email. */
export const LoginBodySchema = v.object({
  username: emailAddress('Digite um email válido'),
  password: passwordText(1, 'Informe a senha'),
  rememberMe: v.optional(v.boolean(), false),
});
export type LoginBody = v.InferOutput<typeof LoginBodySchema>;

/** platform §3: register payload (flow 1). */
export const RegisterBodySchema = v.object({
  username: boundedString('O nome de usuário', {
    min: 1,
    max: 60,
    trim: true,
    minMessage: 'Informe o nome de usuário',
  }),
  email: emailAddress('Email inválido'),
  password: passwordText(6, 'A senha deve ter pelo menos 6 caracteres'),
  name: boundedString('O nome', { min: 2, max: NAME_MAX, trim: true }),
  phone: v.optional(
    boundedString('O WhatsApp', { max: PHONE_MAX, maxMessage: 'WhatsApp muito longo' }),
  ),
  /** Issue 19: the landing's source, for the staff analytics. */
  attribution: v.optional(SignupAttributionSchema),
});
export type RegisterBody = v.InferOutput<typeof RegisterBodySchema>;

/** platform §3: register response (flow 1). */
export const RegisterResponseSchema = v.object({
  success: v.boolean(),
  user: v.nullable(UserSchema),
  verificationSent: v.boolean(),
  message: v.string(),
});
export type RegisterResponse = v.InferOutput<typeof RegisterResponseSchema>;

/** A link cut short or mangled on its way from the email. */
export const VERIFY_LINK_MALFORMED_MESSAGE =
  'Link de verificação incompleto: abra o link inteiro do email ou peça um novo.';

/** platform §7: POST /api/email-verification/verify body ("code data"). */
export const VerifyEmailBodySchema = v.object({
  code: v.pipe(
    boundedString('O código', { max: 6, trim: true, maxMessage: 'O código deve ter 6 dígitos' }),
    v.regex(/^\d{6}$/, 'O código deve ter 6 dígitos'),
  ),
});
export type VerifyEmailBody = v.InferOutput<typeof VerifyEmailBodySchema>;

/**
 * POST /api/email-verification/verify-link body (ours): the token of the link in the
 * verification email (/email/verify?token=…), 43 base64url characters, so a 6-digit code
 * is never one. No session is needed: the token is the proof.
 */
export const VerifyEmailLinkBodySchema = v.object({
  token: v.pipe(
    boundedString('O link', { max: 43, maxMessage: VERIFY_LINK_MALFORMED_MESSAGE }),
    v.regex(/^[\w-]{43}$/, VERIFY_LINK_MALFORMED_MESSAGE),
  ),
});
export type VerifyEmailLinkBody = v.InferOutput<typeof VerifyEmailLinkBodySchema>;

/** POST /api/email-verification/verify, /verify-link and /send: not shown by the spec; ours. */
export const VerifyEmailResponseSchema = v.object({ success: v.boolean(), message: v.string() });
export type VerifyEmailResponse = v.InferOutput<typeof VerifyEmailResponseSchema>;

/** POST /api/logout: not shown by the spec; ours. The client clears the user regardless. */
export const LogoutResponseSchema = v.object({ success: v.boolean() });
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>;
