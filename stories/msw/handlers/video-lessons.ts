import {
  type AdminCoursesResponse,
  type CourseInput,
  LESSON_VIDEO_URL_MESSAGE,
  type LessonInput,
  lessonVideo,
  type VideoLessonsResponse,
} from '@arte-gospel/domain';
import { HttpResponse, http } from 'msw';
import type { UserRole } from '../fixtures/users';
import { adminCourses, videoLessonCourses, videoLessonDetail } from '../fixtures/video-lessons';

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

/**
 * Staff's calls (api/README.md, Staff endpoints) over an in-memory copy of `start`: a save,
 * deletion or reorder shows in the next GET /api/admin/courses, as on the server. A video link
 * the server refuses answers its 400.
 */
export function adminCoursesHandlers(start: AdminCoursesResponse = adminCourses) {
  const state: AdminCoursesResponse = structuredClone(start);
  let nextId = 100;
  const findCourse = (id: number) => state.courses.find((c) => c.id === id);
  return [
    http.get('/api/admin/courses', () => HttpResponse.json(state)),
    http.post('/api/admin/courses', async ({ request }) => {
      const body = (await request.json()) as CourseInput;
      const id = nextId++;
      state.courses.push({
        id,
        title: body.title,
        description: body.description ?? null,
        sortOrder: state.courses.length,
        lessons: [],
      });
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }),
    http.put('/api/admin/courses/order', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      state.courses = ids.map((id, sortOrder) => ({ ...findCourse(id)!, sortOrder }));
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/admin/courses/:id/lessons/order', async ({ params, request }) => {
      const course = findCourse(Number(params.id))!;
      const { ids } = (await request.json()) as { ids: number[] };
      course.lessons = ids.map((id, sortOrder) => ({
        ...course.lessons.find((l) => l.id === id)!,
        sortOrder,
      }));
      return HttpResponse.json({ success: true });
    }),
    http.put('/api/admin/courses/:id', async ({ params, request }) => {
      const course = findCourse(Number(params.id))!;
      const body = (await request.json()) as CourseInput;
      Object.assign(course, { title: body.title, description: body.description ?? null });
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/admin/courses/:id', ({ params }) => {
      state.courses = state.courses.filter((c) => c.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/admin/lessons', async ({ request }) => {
      const body = (await request.json()) as LessonInput;
      if (!lessonVideo(body.videoUrl))
        return HttpResponse.json({ message: LESSON_VIDEO_URL_MESSAGE }, { status: 400 });
      const course = findCourse(body.courseId)!;
      const id = nextId++;
      course.lessons.push({
        id,
        courseId: body.courseId,
        title: body.title,
        description: body.description ?? null,
        videoUrl: body.videoUrl,
        durationSeconds: body.durationSeconds ?? null,
        isPremium: body.isPremium,
        sortOrder: body.sortOrder,
      });
      return HttpResponse.json({ success: true, id }, { status: 201 });
    }),
    http.put('/api/admin/lessons/:id', async ({ params, request }) => {
      const body = (await request.json()) as LessonInput;
      for (const course of state.courses) {
        const lesson = course.lessons.find((l) => l.id === Number(params.id));
        if (lesson)
          Object.assign(lesson, {
            title: body.title,
            description: body.description ?? null,
            videoUrl: body.videoUrl,
            durationSeconds: body.durationSeconds ?? null,
            isPremium: body.isPremium,
          });
      }
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/admin/lessons/:id', ({ params }) => {
      for (const course of state.courses)
        course.lessons = course.lessons.filter((l) => l.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
  ];
}
