import * as v from 'valibot';
import { boundedString, queryPicklist } from './common';

// Issue 19, the staff console's analytics (not in the specs; api/README.md "Staff
// endpoints"): GET /api/admin/analytics for /admin/analytics, admin only.

/** The periods staff choose from, in days ending today (Brazil). */
export const ANALYTICS_PERIODS = ['7', '30', '90'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_DEFAULT_PERIOD: AnalyticsPeriod = '30';
/** How many rows each top list holds. */
export const ANALYTICS_TOP_LIMIT = 10;
/** Longest attribution value kept (utm_source, src, sck; the api cuts a longer one). */
export const ATTRIBUTION_VALUE_MAX = 100;
/**
 * Days the daily analytics tables (the search log, each art's views of the day) keep: the
 * longest period is 90 days; a year and a month leave room for comparing with last year.
 */
export const ANALYTICS_KEEP_DAYS = 400;
/** Longest search kept in the search log, folded (a longer one is not logged). */
export const SEARCH_LOG_QUERY_MAX = 100;

/** ?days=7|30|90 (default 30). */
export const AnalyticsQuerySchema = v.object({
  days: queryPicklist(
    ANALYTICS_PERIODS,
    ANALYTICS_DEFAULT_PERIOD,
    'Escolha um período de 7, 30 ou 90 dias',
  ),
});
export type AnalyticsQuery = v.InferOutput<typeof AnalyticsQuerySchema>;

const attributionValue = (label: string) =>
  v.optional(
    boundedString(label, {
      max: ATTRIBUTION_VALUE_MAX,
      trim: true,
      maxMessage: `${label} deve ter no máximo ${ATTRIBUTION_VALUE_MAX} caracteres`,
    }),
  );

/**
 * Where a sign-up came from: the landing's utm_source, src and sck the site kept (catalogue
 * §7 capture), sent with POST /api/register and stored on the account.
 */
export const SignupAttributionSchema = v.object({
  utmSource: attributionValue('A origem (utm_source)'),
  src: attributionValue('A origem (src)'),
  sck: attributionValue('A origem (sck)'),
});
export type SignupAttribution = v.InferOutput<typeof SignupAttributionSchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const day = v.pipe(v.string(), v.isoDate());

export const AnalyticsDaySchema = v.object({
  day,
  signups: count,
  purchases: count,
  downloads: count,
  views: count,
});
export type AnalyticsDay = v.InferOutput<typeof AnalyticsDaySchema>;

export const AnalyticsResponseSchema = v.object({
  days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)),
  /** First and last day of the period (Brazil), inclusive. */
  from: day,
  to: day,
  /** One entry per day of the period, oldest first, zeros included. */
  daily: v.array(AnalyticsDaySchema),
  totals: v.object({ signups: count, purchases: count, downloads: count, views: count }),
  /** Applied ledger rows of the period by the provider's event (PURCHASE_APPROVED…). */
  purchasesByEvent: v.array(v.object({ event: v.string(), count })),
  /**
   * Sign-ups and applied purchases by source: a sign-up's utm_source, else src, else sck; a
   * purchase's origin sck, else src (the checkout sends utm_source as one of them). Lower-case;
   * null is no source.
   */
  sources: v.array(v.object({ source: v.nullable(v.string()), signups: count, purchases: count })),
  topArts: v.array(v.object({ id: count, title: v.string(), downloads: count, views: count })),
  topCategories: v.array(
    v.object({ id: v.nullable(count), name: v.string(), downloads: count, views: count }),
  ),
  topSearches: v.array(v.object({ query: v.string(), searches: count, results: count })),
  /** Searches that found nothing: the days a query's result count was zero, summed. */
  emptySearches: v.array(v.object({ query: v.string(), searches: count })),
});
export type AnalyticsResponse = v.InferOutput<typeof AnalyticsResponseSchema>;
