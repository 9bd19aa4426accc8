import {
  type FinanceGrouping,
  type FinanceResponse,
  FinanceResponseSchema,
} from '@arte-gospel/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

export interface FinancePeriod {
  /** YYYY-MM-DD, Brazil's days, inclusive. */
  from: string;
  to: string;
  groupBy: FinanceGrouping;
}

export const financeSearch = (period: FinancePeriod) =>
  new URLSearchParams({ from: period.from, to: period.to, groupBy: period.groupBy });

/** GET /api/admin/finance: the period's money by day or month and plan, MRR, members. */
export async function getFinance(
  period: FinancePeriod,
  signal?: AbortSignal,
): Promise<FinanceResponse> {
  return parseResponse(
    FinanceResponseSchema,
    await apiJson('GET', `/api/admin/finance?${financeSearch(period)}`, undefined, { signal }),
  );
}

export function getFinanceQueryOptions(period: FinancePeriod) {
  return queryOptions({
    queryKey: queryKeys.adminFinance(period),
    queryFn: ({ signal }) => getFinance(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFinance(period: FinancePeriod) {
  return useQuery(getFinanceQueryOptions(period));
}

/** The CSV of the same period (a download: the browser sends the session cookie). */
export const financeCsvHref = (period: FinancePeriod) =>
  `/api/admin/finance.csv?${financeSearch(period)}`;
