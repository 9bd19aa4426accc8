import type { CourseInput, LessonInput } from '@arte-gospel/domain';
import type { Kysely, Selectable } from 'kysely';
import { type Reordered, writeOrder } from '../admin/reorder';
import type { CoursesTable, Database, LessonsTable } from '../db/schema';
import { reachedRow } from '../db/writes';

// Video lessons (issue 19): courses, each with its lessons in order; the public /videoaulas
// reads them, staff write them (/admin/gerenciar-cursos).

function toLessonSummary(row: Selectable<LessonsTable>) {
  return {
    id: row.id,
    courseId: row.course_id,
    title: row.title,
    description: row.description,
    durationSeconds: row.duration_seconds,
    isPremium: row.is_premium,
    sortOrder: row.sort_order,
  };
}

function toCourse(row: Selectable<CoursesTable>) {
  return { id: row.id, title: row.title, description: row.description, sortOrder: row.sort_order };
}

async function coursesWithLessons(db: Kysely<Database>) {
  const [courses, lessons] = await Promise.all([
    db.selectFrom('courses').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('lessons')
      .selectAll()
      .orderBy('course_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  return courses.map((course) => ({
    course,
    lessons: lessons.filter((lesson) => lesson.course_id === course.id),
  }));
}

/** The public list: every course with a lesson, in order (no video addresses). */
export async function listPublicCourses(db: Kysely<Database>) {
  const rows = await coursesWithLessons(db);
  return {
    courses: rows
      .filter((row) => row.lessons.length > 0)
      .map((row) => ({ ...toCourse(row.course), lessons: row.lessons.map(toLessonSummary) })),
  };
}

/** Staff's list: every course, empty ones too, with each lesson's address. */
export async function listAdminCourses(db: Kysely<Database>) {
  const rows = await coursesWithLessons(db);
  return {
    courses: rows.map((row) => ({
      ...toCourse(row.course),
      lessons: row.lessons.map((lesson) => ({
        ...toLessonSummary(lesson),
        videoUrl: lesson.video_url,
      })),
    })),
  };
}

/** A lesson with its course and its neighbours in the course; undefined for none. */
export async function findLesson(db: Kysely<Database>, id: number) {
  const lesson = await db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lesson) return undefined;
  const [course, siblings] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('id', '=', lesson.course_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lessons')
      .select(['id', 'title'])
      .where('course_id', '=', lesson.course_id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
  const at = siblings.findIndex((sibling) => sibling.id === id);
  return {
    lesson: toLessonSummary(lesson),
    videoUrl: lesson.video_url,
    course,
    previousLesson: siblings[at - 1] ?? null,
    nextLesson: siblings[at + 1] ?? null,
  };
}

function courseRow(input: CourseInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    sort_order: input.sortOrder,
  };
}

function lessonRow(input: LessonInput) {
  return {
    course_id: input.courseId,
    title: input.title,
    description: input.description ?? null,
    video_url: input.videoUrl,
    duration_seconds: input.durationSeconds ?? null,
    sort_order: input.sortOrder,
    is_premium: input.isPremium,
  };
}

export async function courseExists(db: Kysely<Database>, id: number) {
  return (
    (await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

export async function createCourse(db: Kysely<Database>, input: CourseInput) {
  const row = await db
    .insertInto('courses')
    .values(courseRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(db: Kysely<Database>, id: number, input: CourseInput) {
  return reachedRow(
    db
      .updateTable('courses')
      .set({ ...courseRow(input), updated_at: new Date() })
      .where('id', '=', id),
  );
}

/** Deletes the course and its lessons. */
export async function deleteCourse(db: Kysely<Database>, id: number) {
  return reachedRow(db.deleteFrom('courses').where('id', '=', id));
}

export async function createLesson(db: Kysely<Database>, input: LessonInput) {
  const row = await db
    .insertInto('lessons')
    .values(lessonRow(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLesson(db: Kysely<Database>, id: number, input: LessonInput) {
  return reachedRow(
    db
      .updateTable('lessons')
      .set({ ...lessonRow(input), updated_at: new Date() })
      .where('id', '=', id),
  );
}

export async function deleteLesson(db: Kysely<Database>, id: number) {
  return reachedRow(db.deleteFrom('lessons').where('id', '=', id));
}

/**
 * Puts `ids` in this order (sort_order 0, 1, 2…), in the caller's transaction. The ids must be
 * exactly the rows of the set (every course, or every lesson of `courseId`): else nothing is
 * written and the answer is false. Rows are locked first so two reorders do not interleave.
 */
export async function reorder(
  db: Kysely<Database>,
  table: 'courses' | 'lessons',
  ids: readonly number[],
  courseId?: number,
): Promise<Reordered | null> {
  let query = db.selectFrom(table as 'lessons').select(['id']);
  if (table === 'lessons') query = query.where('course_id', '=', courseId ?? -1);
  const current = await query.orderBy('sort_order').orderBy('id').forUpdate().execute();
  return writeOrder(
    current.map((row) => row.id),
    ids,
    (id, position) =>
      db
        .updateTable(table as 'lessons')
        .set({ sort_order: position })
        .where('id', '=', id)
        .execute(),
  );
}
