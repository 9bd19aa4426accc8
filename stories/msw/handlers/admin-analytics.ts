import { type AnalyticsResponse, AnalyticsResponseSchema } from '@arte-gospel/domain';
import { delay, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { analyticsReport, emptyAnalyticsReport } from '../fixtures/admin-analytics';

// GET /api/admin/analytics (api/README.md, Staff endpoints) over the fixtures. 'loading'
// never answers, 'error' answers 500, 'forbidden' the API's 403 for a level that is not admin.

export type AnalyticsState = 'full' | 'empty' | 'loading' | 'error' | 'forbidden';

export function adminAnalyticsHandlers(state: AnalyticsState = 'full', seen: string[] = []) {
  return [
    http.get('/api/admin/analytics', async ({ request }) => {
      const days = new URL(request.url).searchParams.get('days') ?? '30';
      seen.push(days);
      if (state === 'loading') await delay('infinite');
      if (state === 'error')
        return HttpResponse.json({ message: 'Erro interno do servidor' }, { status: 500 });
      if (state === 'forbidden')
        return HttpResponse.json(
          { message: 'Você não tem permissão para esta ação.' },
          { status: 403 },
        );
      const count = Number(days) as 7 | 30 | 90;
      const body: AnalyticsResponse =
        state === 'empty' ? emptyAnalyticsReport(count) : analyticsReport(count);
      return HttpResponse.json(v.parse(AnalyticsResponseSchema, body));
    }),
  ];
}
