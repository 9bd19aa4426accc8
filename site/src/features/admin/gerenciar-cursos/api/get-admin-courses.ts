import { type AdminCoursesResponse, AdminCoursesResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';

/** GET /api/admin/courses (api/README.md, Staff endpoints): every course and lesson. */
export async function getAdminCourses(signal?: AbortSignal): Promise<AdminCoursesResponse> {
  return parseResponse(
    AdminCoursesResponseSchema,
    await apiJson('GET', '/api/admin/courses', undefined, { signal }),
  );
}

export function getAdminCoursesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminCourses,
    queryFn: ({ signal }) => getAdminCourses(signal),
  });
}

export function useAdminCourses() {
  return useQuery(getAdminCoursesQueryOptions());
}
