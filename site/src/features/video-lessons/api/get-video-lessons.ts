import { type VideoLessonsResponse, VideoLessonsResponseSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/video-lessons (api/README.md): the courses with their lessons, in order. */
export async function getVideoLessons(signal?: AbortSignal): Promise<VideoLessonsResponse> {
  return parseResponse(
    VideoLessonsResponseSchema,
    await apiJson('GET', '/api/video-lessons', undefined, { signal }),
  );
}

export function getVideoLessonsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.videoLessons,
    queryFn: ({ signal }) => getVideoLessons(signal),
    staleTime: 60_000,
  });
}

export function useVideoLessons() {
  return useQuery(getVideoLessonsQueryOptions());
}
