import * as v from 'valibot';
import { ACCESS_LEVELS } from '../access/levels';
import { REPORT_STATUSES } from '../forms/report';
import {
  boundedInt,
  boundedString,
  IsoDateSchema,
  queryInt,
  queryPicklist,
  queryText,
} from './common';

// Issue 19, the staff console's people: users, problem reports and the admin home's summary.
// Not in the specs; the calls are listed in api/README.md (Staff endpoints).

/** Users shown per page of /admin/usuarios. */
export const ADMIN_USERS_PAGE_SIZE = 20;
/** Reports shown per page of the queue. */
export const ADMIN_REPORTS_PAGE_SIZE = 20;
/** A staff note on a report, at most (the column's CHECK says the same). */
export const REPORT_NOTE_MAX = 2000;
/** The reason a plan is given by hand, written in the audit log. */
export const GRANT_REASON_MIN = 5;
export const GRANT_REASON_MAX = 300;
/** The longest grant by days (10 years), and the furthest end date. */
export const GRANT_DAYS_MAX = 3650;

/** pt-BR labels of the report statuses (the stored values are REPORT_STATUSES). */
export const REPORT_STATUS_LABELS = {
  aberto: 'Novo',
  em_analise: 'Em análise',
  resolvido: 'Resolvido',
  descartado: 'Descartado',
} as const satisfies Record<(typeof REPORT_STATUSES)[number], string>;

/** The queue's filters: the statuses, or the ones still waiting (novo and em análise). */
export const REPORT_FILTERS = ['pendentes', ...REPORT_STATUSES, 'todos'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** Plans staff give by hand for a time (lifetime is its own choice). */
export const MANUAL_PLANS = ['mensal', 'anual', 'personalizado'] as const;
export type ManualPlan = (typeof MANUAL_PLANS)[number];

/** What origemassinatura says of a plan given by hand. */
export const MANUAL_SUBSCRIPTION_ORIGIN = 'manual';

export const AdminUsersQuerySchema = v.object({
  q: queryText('A busca', 100),
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
});
export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.string(),
  email: v.string(),
  nivelacesso: v.picklist(ACCESS_LEVELS),
  tipoplano: v.nullable(v.string()),
  acessovitalicio: v.boolean(),
  dataexpiracao: v.nullable(v.string()),
  origemassinatura: v.nullable(v.string()),
  emailVerified: v.boolean(),
  createdAt: v.string(),
  downloadsThisMonth: v.number(),
  downloadsTotal: v.number(),
  favorites: v.number(),
  /** Purchases in the provider's ledger (one per transaction). */
  purchases: v.number(),
  /** Sessions still open. */
  sessions: v.number(),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = v.object({
  users: v.array(AdminUserSchema),
  totalCount: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type AdminUsersResponse = v.InferOutput<typeof AdminUsersResponseSchema>;

export const UserLevelBodySchema = v.object({
  nivelacesso: v.picklist(ACCESS_LEVELS, 'Nível de acesso inválido'),
});
export type UserLevelBody = v.InferOutput<typeof UserLevelBodySchema>;

const grantReason = boundedString('O motivo', {
  min: GRANT_REASON_MIN,
  max: GRANT_REASON_MAX,
  trim: true,
  minMessage: `Escreva o motivo (pelo menos ${GRANT_REASON_MIN} caracteres)`,
});
const manualPlan = v.picklist(MANUAL_PLANS, 'Plano inválido');

/** Premium by hand: a plan for some days (from the current end, if later), until a date, or for life. */
export const PremiumGrantBodySchema = v.variant(
  'mode',
  [
    v.object({
      mode: v.literal('days'),
      plan: manualPlan,
      days: boundedInt('Os dias', 1, GRANT_DAYS_MAX),
      reason: grantReason,
    }),
    v.object({
      mode: v.literal('until'),
      plan: manualPlan,
      until: IsoDateSchema,
      reason: grantReason,
    }),
    v.object({ mode: v.literal('lifetime'), reason: grantReason }),
  ],
  'Escolha dias, data final ou vitalício',
);
export type PremiumGrantBody = v.InferOutput<typeof PremiumGrantBodySchema>;

export const AdminReportsQuerySchema = v.object({
  status: queryPicklist(REPORT_FILTERS, 'pendentes', 'Situação inválida'),
  page: queryInt('page', { min: 1, max: 10_000, fallback: 1 }),
});
export type AdminReportsQuery = v.InferOutput<typeof AdminReportsQuerySchema>;

export const AdminReportSchema = v.object({
  id: v.number(),
  reportTypeId: v.number(),
  title: v.string(),
  description: v.string(),
  status: v.picklist(REPORT_STATUSES),
  staffNote: v.nullable(v.string()),
  /** An anonymous reporter's contact. */
  email: v.nullable(v.string()),
  whatsapp: v.nullable(v.string()),
  createdAt: v.string(),
  reporter: v.nullable(
    v.object({ id: v.number(), name: v.string(), username: v.string(), email: v.string() }),
  ),
  art: v.nullable(
    v.object({ id: v.number(), title: v.string(), isVisible: v.boolean(), imageUrl: v.string() }),
  ),
  evidence: v.array(
    v.object({
      id: v.number(),
      originalName: v.string(),
      mimeType: v.string(),
      sizeBytes: v.number(),
      /** Served to staff only (GET /api/admin/reports/:id/evidence/:evidenceId). */
      url: v.string(),
    }),
  ),
});
export type AdminReport = v.InferOutput<typeof AdminReportSchema>;

export const AdminReportsResponseSchema = v.object({
  reports: v.array(AdminReportSchema),
  totalCount: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** Reports per status, for the filter's counts. */
  counts: v.object({
    aberto: v.number(),
    em_analise: v.number(),
    resolvido: v.number(),
    descartado: v.number(),
  }),
});
export type AdminReportsResponse = v.InferOutput<typeof AdminReportsResponseSchema>;

/** A status, a note (empty clears it), or both. */
export const ReportUpdateBodySchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(REPORT_STATUSES, 'Status inválido')),
    note: v.optional(v.nullable(boundedString('A nota', { max: REPORT_NOTE_MAX, trim: true }))),
  }),
  v.check(
    (body) => body.status !== undefined || body.note !== undefined,
    'Informe o status ou a nota',
  ),
);
export type ReportUpdateBody = v.InferOutput<typeof ReportUpdateBodySchema>;

/** The admin home: each level gets the parts it may see. */
export const AdminSummarySchema = v.object({
  /** admin only: today's (São Paulo) sales, sign-ups and failed postbacks. */
  today: v.optional(
    v.object({
      sales: v.number(),
      salesCents: v.number(),
      signUps: v.number(),
      errors: v.number(),
    }),
  ),
  /** admin and designer_adm: arts waiting, hidden (not published) and scheduled (dated ahead). */
  arts: v.optional(v.object({ hidden: v.number(), scheduled: v.number() })),
  openReports: v.number(),
});
export type AdminSummary = v.InferOutput<typeof AdminSummarySchema>;
