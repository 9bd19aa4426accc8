import * as v from 'valibot';
import { ReportSchema } from '../forms/report';
import {
  Flow2ConfirmEmailBodySchema,
  Flow2LoginBodySchema,
  Flow2RegisterBodySchema,
  Flow2ResetPasswordBodySchema,
  Flow2SessionResponseSchema,
  Flow2UpdatePasswordBodySchema,
  Flow2UserResponseSchema,
} from './auth-flow2';
import {
  ArtesQuerySchema,
  ArtListResponseSchema,
  ArtsQuerySchema,
  CategorySchema,
  DownloadSchema,
  FileTypeSchema,
  FormatSchema,
  PopularArtsResponseSchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
  TestimonialSchema,
} from './catalogue';
import { SuccessResponseSchema } from './common';
import {
  PushSubscribeBodySchema,
  PushSubscribeResponseSchema,
  VapidKeyResponseSchema,
} from './push';
import {
  LoginBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  UserSchema,
  UserStatsSchema,
  VerifyEmailBodySchema,
} from './session';
import {
  ActivePopupQuerySchema,
  ActivePopupResponseSchema,
  PopupTrackBodySchema,
  PopupViewBodySchema,
  ReportResponseSchema,
  SiteSettingsSchema,
} from './site';

/** platform §7 / §3: a report as sent; userId only when logged in (the server uses the session). */
export const ReportBodySchema = v.object({
  ...ReportSchema.entries,
  userId: v.optional(v.number()),
});

export interface CallContract {
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  response: v.GenericSchema;
}

/**
 * Every call of both specs' call tables (platform §7, catalogue §7), keyed "METHOD /path",
 * with the schemas of its query, body and response. api/ validates with them, site/ parses
 * with them, MSW handlers are typed by them.
 */
export const API_CONTRACT = {
  // platform §7 session and auth, flow 1
  'GET /api/user': { response: UserSchema },
  'POST /api/login': { body: LoginBodySchema, response: UserSchema },
  'POST /api/register': { body: RegisterBodySchema, response: RegisterResponseSchema },
  'POST /api/logout': { response: SuccessResponseSchema },
  'POST /api/email-verification/verify': {
    body: VerifyEmailBodySchema,
    response: SuccessResponseSchema,
  },
  'POST /api/email-verification/send': { response: SuccessResponseSchema },
  // platform §7 auth, flow 2
  'POST /api/auth/supabase/login': {
    body: Flow2LoginBodySchema,
    response: Flow2UserResponseSchema,
  },
  'POST /api/auth/supabase/register': {
    body: Flow2RegisterBodySchema,
    response: Flow2UserResponseSchema,
  },
  'POST /api/auth/supabase/logout': { response: SuccessResponseSchema },
  'POST /api/auth/supabase/reset-password': {
    body: Flow2ResetPasswordBodySchema,
    response: SuccessResponseSchema,
  },
  'POST /api/auth/supabase/update-password': {
    body: Flow2UpdatePasswordBodySchema,
    response: SuccessResponseSchema,
  },
  'POST /api/auth/supabase/confirm-email': {
    body: Flow2ConfirmEmailBodySchema,
    response: SuccessResponseSchema,
  },
  'GET /api/auth/supabase/session': { response: Flow2SessionResponseSchema },
  // platform §7 other calls
  'GET /api/users/stats': { response: UserStatsSchema },
  'GET /api/site-settings': { response: SiteSettingsSchema },
  'GET /api/popups/active': { query: ActivePopupQuerySchema, response: ActivePopupResponseSchema },
  'POST /api/popups/track-view/:id': {
    body: PopupTrackBodySchema,
    response: SuccessResponseSchema,
  },
  'POST /api/popups/track-click/:id': {
    body: PopupTrackBodySchema,
    response: SuccessResponseSchema,
  },
  'POST /api/popups/view': { body: PopupViewBodySchema, response: SuccessResponseSchema },
  'POST /api/reports-v2': { body: ReportBodySchema, response: ReportResponseSchema },
  'POST /api/reports-v2/upload': { body: ReportBodySchema, response: ReportResponseSchema },
  // catalogue §7
  'GET /api/categories': { response: v.array(CategorySchema) },
  'GET /api/arts': { query: ArtsQuerySchema, response: ArtListResponseSchema },
  'GET /api/artes': { query: ArtesQuerySchema, response: ArtListResponseSchema },
  'GET /api/arts/popular': { response: PopularArtsResponseSchema },
  'GET /api/categorias/slug/:slug': { response: CategorySchema },
  'GET /api/formats': { response: v.array(FormatSchema) },
  'GET /api/fileTypes': { response: v.array(FileTypeSchema) },
  'GET /api/testimonials': { response: v.array(TestimonialSchema) },
  'GET /api/search/suggestions': {
    query: SuggestionsQuerySchema,
    response: SuggestionsResponseSchema,
  },
  'GET /api/downloads': { response: v.array(DownloadSchema) },
  'GET /api/push/vapid-key': { response: VapidKeyResponseSchema },
  'POST /api/push/subscribe': {
    body: PushSubscribeBodySchema,
    response: PushSubscribeResponseSchema,
  },
  'POST /api/push/unsubscribe': { response: SuccessResponseSchema },
} as const satisfies Record<string, CallContract>;

export type ApiCall = keyof typeof API_CONTRACT;
