import type { VideoLessonsResponse } from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import type { UserRole } from '../fixtures/users';
import { videoLessonCourses, videoLessonDetail } from '../fixtures/video-lessons';

const PREMIUM_ROLES: UserRole[] = ['premium', 'expiring', 'lifetime', 'admin'];

/**
 * GET /api/video-lessons and /api/video-lessons/:id (api/README.md): premium lessons locked,
 * with no video, unless `role` has premium arts.
 */
export function videoLessonsHandlers({
  role,
  courses = videoLessonCourses,
}: {
  role: UserRole;
  courses?: VideoLessonsResponse;
}) {
  return [
    http.get('/api/video-lessons', () => HttpResponse.json(courses)),
    http.get('/api/video-lessons/:id', ({ params }) => {
      const detail = videoLessonDetail(Number(params.id), !PREMIUM_ROLES.includes(role));
      return detail
        ? HttpResponse.json(detail)
        : HttpResponse.json({ message: 'Videoaula não encontrada' }, { status: 404 });
    }),
  ];
}
