import {
  type AdminTestimonialsResponse,
  AdminTestimonialsResponseSchema,
} from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/testimonials (api/README.md, Staff endpoints): the home's, in order. */
export async function getAdminTestimonials(
  signal?: AbortSignal,
): Promise<AdminTestimonialsResponse> {
  return parseResponse(
    AdminTestimonialsResponseSchema,
    await apiJson('GET', '/api/admin/testimonials', undefined, { signal }),
  );
}

export function getAdminTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminTestimonials,
    queryFn: ({ signal }) => getAdminTestimonials(signal),
  });
}

export function useAdminTestimonials() {
  return useQuery(getAdminTestimonialsQueryOptions());
}
