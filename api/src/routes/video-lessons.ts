import {
  CourseInputSchema,
  entitlements,
  LessonInputSchema,
  lessonVideo,
  ReorderInputSchema,
  STAFF_ROLES,
} from '@arte-gospel/domain';
import { Hono } from 'hono';
import { auditedChange, auditedCreation, recordAudit } from '../admin/audit';
import type { AppEnv } from '../app-env';
import { requireLevel } from '../auth/session';
import { validate } from '../validation';
import {
  courseExists,
  createCourse,
  createLesson,
  deleteCourse,
  deleteLesson,
  findLesson,
  listAdminCourses,
  listPublicCourses,
  reorder,
  updateCourse,
  updateLesson,
} from '../video-lessons/video-lessons-repository';
import { IdParam } from './admin-params';

// Video lessons (issue 19; api/README.md): the public /videoaulas calls and the staff's
// writes (admin and designer_adm, platform §6.3 /admin/gerenciar-cursos), each audited.

const LESSON_NOT_FOUND = { message: 'Videoaula não encontrada' };
const COURSE_NOT_FOUND = { message: 'Curso não encontrado' };
const ORDER_MISMATCH = {
  message: 'A lista não corresponde aos itens atuais. Recarregue a página e tente de novo.',
};

/** GET /api/video-lessons, GET /api/video-lessons/:id. */
export function videoLessonsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) =>
    c.json(await listPublicCourses(c.var.db), 200, { 'Cache-Control': 'no-store' }),
  );
  app.get('/:id', validate('param', IdParam), async (c) => {
    const found = await findLesson(c.var.db, c.req.valid('param').id);
    if (!found) return c.json(LESSON_NOT_FOUND, 404);
    // A premium lesson's video is handed only to whom premium arts are open.
    const locked = found.lesson.isPremium && !entitlements(c.var.user).premiumArts;
    const video = locked ? null : lessonVideo(found.videoUrl);
    return c.json(
      {
        lesson: found.lesson,
        course: found.course,
        locked,
        video: video && { ...video, url: found.videoUrl },
        previousLesson: found.previousLesson,
        nextLesson: found.nextLesson,
      },
      200,
      { 'Cache-Control': 'private, no-store' },
    );
  });
  return app;
}

const MANAGERS = STAFF_ROLES.courseManagers;

/** The staff's calls under /api/admin: courses, lessons and their order. */
export function adminVideoLessonsRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/courses', requireLevel(MANAGERS), async (c) =>
    c.json(await listAdminCourses(c.var.db), 200, { 'Cache-Control': 'no-store' }),
  );
  app.post('/courses', requireLevel(MANAGERS), validate('json', CourseInputSchema), async (c) => {
    const id = await auditedCreation(c.var.db, c.var.user, 'courses', 'course.create', (db) =>
      createCourse(db, c.req.valid('json')),
    );
    return c.json({ success: true, id }, 201);
  });
  // Before /courses/:id, so 'order' is not read as an id.
  app.put(
    '/courses/order',
    requireLevel(MANAGERS),
    validate('json', ReorderInputSchema),
    async (c) => {
      const { ids } = c.req.valid('json');
      const done = await c.var.db.transaction().execute(async (db) => {
        const order = await reorder(db, 'courses', ids);
        if (order)
          await recordAudit(db, c.var.user, {
            action: 'course.reorder',
            targetType: 'courses',
            before: order.before,
            after: order.after,
          });
        return order !== null;
      });
      return done ? c.json({ success: true }) : c.json(ORDER_MISMATCH, 409);
    },
  );
  app.put(
    '/courses/:id',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', CourseInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'courses',
        id,
        'course.update',
        (db) => updateCourse(db, id, c.req.valid('json')),
      );
      return found ? c.json({ success: true }) : c.json(COURSE_NOT_FOUND, 404);
    },
  );
  app.delete('/courses/:id', requireLevel(MANAGERS), validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id;
    const found = await auditedChange(c.var.db, c.var.user, 'courses', id, 'course.delete', (db) =>
      deleteCourse(db, id),
    );
    return found ? c.json({ success: true }) : c.json(COURSE_NOT_FOUND, 404);
  });
  app.put(
    '/courses/:id/lessons/order',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', ReorderInputSchema),
    async (c) => {
      const courseId = c.req.valid('param').id;
      const { ids } = c.req.valid('json');
      const done = await c.var.db.transaction().execute(async (db) => {
        const order = await reorder(db, 'lessons', ids, courseId);
        if (order)
          await recordAudit(db, c.var.user, {
            action: 'lesson.reorder',
            targetType: 'courses',
            targetId: courseId,
            before: order.before,
            after: order.after,
          });
        return order !== null;
      });
      return done ? c.json({ success: true }) : c.json(ORDER_MISMATCH, 409);
    },
  );

  app.post('/lessons', requireLevel(MANAGERS), validate('json', LessonInputSchema), async (c) => {
    const body = c.req.valid('json');
    if (!(await courseExists(c.var.db, body.courseId))) return c.json(COURSE_NOT_FOUND, 404);
    const id = await auditedCreation(c.var.db, c.var.user, 'lessons', 'lesson.create', (db) =>
      createLesson(db, body),
    );
    return c.json({ success: true, id }, 201);
  });
  app.put(
    '/lessons/:id',
    requireLevel(MANAGERS),
    validate('param', IdParam),
    validate('json', LessonInputSchema),
    async (c) => {
      const id = c.req.valid('param').id;
      const body = c.req.valid('json');
      if (!(await courseExists(c.var.db, body.courseId))) return c.json(COURSE_NOT_FOUND, 404);
      const found = await auditedChange(
        c.var.db,
        c.var.user,
        'lessons',
        id,
        'lesson.update',
        (db) => updateLesson(db, id, body),
      );
      return found ? c.json({ success: true }) : c.json(LESSON_NOT_FOUND, 404);
    },
  );
  app.delete('/lessons/:id', requireLevel(MANAGERS), validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id;
    const found = await auditedChange(c.var.db, c.var.user, 'lessons', id, 'lesson.delete', (db) =>
      deleteLesson(db, id),
    );
    return found ? c.json({ success: true }) : c.json(LESSON_NOT_FOUND, 404);
  });
  return app;
}
