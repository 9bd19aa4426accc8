import type {
  AdminReportsResponse,
  AdminSummary,
  AdminUsersResponse,
  PremiumGrantBody,
  ReportUpdateBody,
} from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import { adminReports, adminSummaries, adminUsers } from '../fixtures/admin-people';

// The staff console's people calls (api/README.md, Staff endpoints) over the fixtures.
// `state` 'loading' never answers, 'error' answers 500, 'empty' answers nothing found.

export type HandlerState = 'full' | 'empty' | 'loading' | 'error';

const failure = () => HttpResponse.json({ message: 'Erro interno do servidor' }, { status: 500 });

/** Records what the page sent, for play functions to check. */
export interface PeopleCalls {
  grants: Array<{ id: string; body: PremiumGrantBody }>;
  levels: Array<{ id: string; body: unknown }>;
  /** Bodies of POST /api/auth/supabase/confirm-email. */
  emailConfirmations: unknown[];
  reportUpdates: Array<{ id: string; body: ReportUpdateBody }>;
  unpublished: string[];
}

export function newPeopleCalls(): PeopleCalls {
  return { grants: [], levels: [], emailConfirmations: [], reportUpdates: [], unpublished: [] };
}

export function adminUsersHandlers(state: HandlerState = 'full', calls = newPeopleCalls()) {
  return [
    http.get('/api/admin/users', async ({ request }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return failure();
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      const list =
        state === 'empty'
          ? []
          : adminUsers.filter(
              (user) => !q || user.name.toLowerCase().includes(q) || user.email.includes(q),
            );
      const body: AdminUsersResponse = {
        users: list,
        totalCount: list.length,
        page: 1,
        pageSize: 20,
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/admin/users/:id/premium', async ({ params, request }) => {
      calls.grants.push({
        id: String(params.id),
        body: (await request.json()) as PremiumGrantBody,
      });
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/admin/users/:id/level', async ({ params, request }) => {
      calls.levels.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/admin/users/:id/verification-email', () =>
      HttpResponse.json({ success: true, message: 'E-mail de verificação reenviado' }),
    ),
    http.post('/api/auth/supabase/confirm-email', async ({ request }) => {
      calls.emailConfirmations.push(await request.json());
      return HttpResponse.json({ success: true, message: 'Email confirmado com sucesso!' });
    }),
    http.delete('/api/admin/users/:id/sessions', () =>
      HttpResponse.json({ success: true, ended: 1 }),
    ),
  ];
}

// A 1×1 PNG: the evidence preview's image.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export function adminReportsHandlers(state: HandlerState = 'full', calls = newPeopleCalls()) {
  return [
    http.get('/api/admin/reports', async ({ request }) => {
      if (state === 'loading') await delay('infinite');
      if (state === 'error') return failure();
      const status = new URL(request.url).searchParams.get('status') ?? 'pendentes';
      const all = state === 'empty' ? [] : adminReports;
      const list = all.filter((report) =>
        status === 'todos'
          ? true
          : status === 'pendentes'
            ? report.status === 'aberto' || report.status === 'em_analise'
            : report.status === status,
      );
      const body: AdminReportsResponse = {
        reports: list,
        totalCount: list.length,
        page: 1,
        pageSize: 20,
        counts: {
          aberto: all.filter((report) => report.status === 'aberto').length,
          em_analise: all.filter((report) => report.status === 'em_analise').length,
          resolvido: state === 'empty' ? 0 : 14,
          descartado: state === 'empty' ? 0 : 3,
        },
      };
      return HttpResponse.json(body);
    }),
    http.patch('/api/admin/reports/:id', async ({ params, request }) => {
      calls.reportUpdates.push({
        id: String(params.id),
        body: (await request.json()) as ReportUpdateBody,
      });
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/admin/reports/:id/unpublish-art', ({ params }) => {
      calls.unpublished.push(String(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.get(
      '/api/admin/reports/:id/evidence/:evidenceId',
      () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } }),
    ),
    http.get(
      '/media/arts/:file',
      () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } }),
    ),
  ];
}

export function adminSummaryHandlers(
  summary: AdminSummary | 'loading' | 'error' = adminSummaries.admin,
) {
  return [
    http.get('/api/admin/summary', async () => {
      if (summary === 'loading') await delay('infinite');
      if (summary === 'error') return failure();
      return HttpResponse.json(summary);
    }),
  ];
}
