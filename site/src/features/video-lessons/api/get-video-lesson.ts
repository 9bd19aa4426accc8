import { type LessonDetail, LessonDetailSchema } from '@arte-gospel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/keys';
import { parseResponse } from '../../../lib/queries/parse';

/** GET /api/video-lessons/:id: the lesson, its video (none while locked) and its neighbours. */
export async function getVideoLesson(id: number, signal?: AbortSignal): Promise<LessonDetail> {
  return parseResponse(
    LessonDetailSchema,
    await apiJson('GET', `/api/video-lessons/${id}`, undefined, { signal }),
  );
}

/** `viewer` tells accounts apart: whether a premium lesson is locked depends on who asks. */
export function getVideoLessonQueryOptions(id: number, viewer: string) {
  return queryOptions({
    queryKey: queryKeys.videoLesson(id, viewer),
    queryFn: ({ signal }) => getVideoLesson(id, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useVideoLesson(id: number, viewer: string) {
  return useQuery({
    ...getVideoLessonQueryOptions(id, viewer),
    enabled: Number.isInteger(id) && id > 0,
  });
}
