import type * as v from 'valibot';
import {
  Flow2ConfirmEmailBodySchema,
  Flow2LoginBodySchema,
  Flow2LogoutResponseSchema,
  Flow2MessageResponseSchema,
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
  CategoryListResponseSchema,
  CategorySchema,
  CategorySlugParamsSchema,
  DownloadListResponseSchema,
  FileTypeListResponseSchema,
  FormatListResponseSchema,
  PopularArtsResponseSchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
  TestimonialListResponseSchema,
} from './catalogue';
import { EmptyBodySchema } from './common';
import {
  ActivePopupQuerySchema,
  ActivePopupResponseSchema,
  PopupIdParamsSchema,
  PopupTrackBodySchema,
  PopupTrackResponseSchema,
  PopupViewBodySchema,
} from './popups';
import {
  PushSubscribeBodySchema,
  PushSubscribeResponseSchema,
  PushUnsubscribeResponseSchema,
  VapidKeyResponseSchema,
} from './push';
import { ReportBodySchema, ReportResponseSchema, ReportUploadBodySchema } from './reports';
import {
  LoginBodySchema,
  LogoutResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  UserSchema,
  UserStatsSchema,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from './session';
import { SiteSettingsSchema } from './site-settings';

export interface CallContract {
  /** The `:param` segments of the path, as strings in, parsed out. */
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  response: v.GenericSchema;
}

/**
 * Every call of both specs' call tables (platform §7, catalogue §7), keyed "METHOD /path"
 * with `:param` segments, with the schemas of its path params, query, body and success
 * response. A part without a schema carries nothing ("none", "no body"); POST /api/logout
 * sends an empty JSON object. A success shape the spec does not show is ours (see each
 * schema). A failed call answers ErrorResponseSchema ({ message }). api/ validates with them,
 * site/ parses with them, MSW handlers are typed by them.
 */
export const API_CONTRACT = {
  // platform §7 session and auth, flow 1
  'GET /api/user': { response: UserSchema },
  'POST /api/login': { body: LoginBodySchema, response: UserSchema },
  'POST /api/register': { body: RegisterBodySchema, response: RegisterResponseSchema },
  'POST /api/logout': { body: EmptyBodySchema, response: LogoutResponseSchema },
  'POST /api/email-verification/verify': {
    body: VerifyEmailBodySchema,
    response: VerifyEmailResponseSchema,
  },
  'POST /api/email-verification/send': { response: VerifyEmailResponseSchema },
  // platform §7 auth, flow 2
  'POST /api/auth/supabase/login': {
    body: Flow2LoginBodySchema,
    response: Flow2UserResponseSchema,
  },
  'POST /api/auth/supabase/register': {
    body: Flow2RegisterBodySchema,
    response: Flow2UserResponseSchema,
  },
  'POST /api/auth/supabase/logout': { response: Flow2LogoutResponseSchema },
  'POST /api/auth/supabase/reset-password': {
    body: Flow2ResetPasswordBodySchema,
    response: Flow2MessageResponseSchema,
  },
  'POST /api/auth/supabase/update-password': {
    body: Flow2UpdatePasswordBodySchema,
    response: Flow2MessageResponseSchema,
  },
  'POST /api/auth/supabase/confirm-email': {
    body: Flow2ConfirmEmailBodySchema,
    response: Flow2MessageResponseSchema,
  },
  'GET /api/auth/supabase/session': { response: Flow2SessionResponseSchema },
  // platform §7 other calls
  'GET /api/users/stats': { response: UserStatsSchema },
  'GET /api/site-settings': { response: SiteSettingsSchema },
  'GET /api/popups/active': { query: ActivePopupQuerySchema, response: ActivePopupResponseSchema },
  'POST /api/popups/track-view/:id': {
    params: PopupIdParamsSchema,
    body: PopupTrackBodySchema,
    response: PopupTrackResponseSchema,
  },
  'POST /api/popups/track-click/:id': {
    params: PopupIdParamsSchema,
    body: PopupTrackBodySchema,
    response: PopupTrackResponseSchema,
  },
  'POST /api/popups/view': { body: PopupViewBodySchema, response: PopupTrackResponseSchema },
  'POST /api/reports-v2': { body: ReportBodySchema, response: ReportResponseSchema },
  'POST /api/reports-v2/upload': { body: ReportUploadBodySchema, response: ReportResponseSchema },
  // catalogue §7
  'GET /api/categories': { response: CategoryListResponseSchema },
  'GET /api/arts': { query: ArtsQuerySchema, response: ArtListResponseSchema },
  'GET /api/artes': { query: ArtesQuerySchema, response: ArtListResponseSchema },
  'GET /api/arts/popular': { response: PopularArtsResponseSchema },
  'GET /api/categorias/slug/:slug': {
    params: CategorySlugParamsSchema,
    response: CategorySchema,
  },
  'GET /api/formats': { response: FormatListResponseSchema },
  'GET /api/fileTypes': { response: FileTypeListResponseSchema },
  'GET /api/testimonials': { response: TestimonialListResponseSchema },
  'GET /api/search/suggestions': {
    query: SuggestionsQuerySchema,
    response: SuggestionsResponseSchema,
  },
  'GET /api/downloads': { response: DownloadListResponseSchema },
  'GET /api/push/vapid-key': { response: VapidKeyResponseSchema },
  'POST /api/push/subscribe': {
    body: PushSubscribeBodySchema,
    response: PushSubscribeResponseSchema,
  },
  'POST /api/push/unsubscribe': { response: PushUnsubscribeResponseSchema },
} as const satisfies Record<string, CallContract>;

export type ApiCall = keyof typeof API_CONTRACT;

type PartOutput<TCall extends ApiCall, TPart extends 'params' | 'query' | 'body'> =
  (typeof API_CONTRACT)[TCall] extends Record<TPart, infer TSchema extends v.GenericSchema>
    ? v.InferOutput<TSchema>
    : undefined;

/** A call's parsed path params (undefined when its path has none). */
export type ApiParams<TCall extends ApiCall> = PartOutput<TCall, 'params'>;
/** A call's parsed query (undefined when it takes none). */
export type ApiQuery<TCall extends ApiCall> = PartOutput<TCall, 'query'>;
/** A call's parsed body (undefined when it sends none). */
export type ApiBody<TCall extends ApiCall> = PartOutput<TCall, 'body'>;

/** The parsed success answer of a call. */
export type ApiResponse<TCall extends ApiCall> = v.InferOutput<
  (typeof API_CONTRACT)[TCall]['response']
>;
