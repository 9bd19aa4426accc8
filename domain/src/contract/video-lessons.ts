import * as v from 'valibot';
import {
  LESSON_DURATION_MAX_SECONDS,
  LESSON_VIDEO_KINDS,
  LESSON_VIDEO_URL_MAX,
  LESSON_VIDEO_URL_MESSAGE,
  lessonVideo,
} from '../video-lessons/video';
import { boundedInt, boundedString, ID_MAX, idNumber } from './common';

// Video lessons (issue 19): the public /videoaulas calls and the staff's writes of courses
// and lessons (not in the specs; api/README.md lists them).

export const COURSE_TITLE_MAX = 120;
export const LESSON_TITLE_MAX = 150;
export const VIDEO_LESSON_DESCRIPTION_MAX = 2000;
/** Most rows one reorder call may put in order. */
export const REORDER_MAX = 500;

/** A lesson in the list of its course: no video address (a premium one is not handed out). */
export const LessonSummarySchema = v.object({
  id: v.number(),
  courseId: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  durationSeconds: v.nullable(v.number()),
  isPremium: v.boolean(),
  sortOrder: v.number(),
});
export type LessonSummary = v.InferOutput<typeof LessonSummarySchema>;

export const CourseSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.nullable(v.string()),
  sortOrder: v.number(),
  lessons: v.array(LessonSummarySchema),
});
export type Course = v.InferOutput<typeof CourseSchema>;

/** GET /api/video-lessons: every course in order, each with its lessons in order. */
export const VideoLessonsResponseSchema = v.object({ courses: v.array(CourseSchema) });
export type VideoLessonsResponse = v.InferOutput<typeof VideoLessonsResponseSchema>;

const LessonLinkSchema = v.nullable(v.object({ id: v.number(), title: v.string() }));

/**
 * GET /api/video-lessons/:id: the lesson, its course, its neighbours in the course, and its
 * video, or `locked` (a premium lesson for a visitor or a free account: no video).
 */
export const LessonDetailSchema = v.object({
  lesson: LessonSummarySchema,
  course: v.object({ id: v.number(), title: v.string() }),
  locked: v.boolean(),
  video: v.nullable(
    v.object({ kind: v.picklist(LESSON_VIDEO_KINDS), src: v.string(), url: v.string() }),
  ),
  previousLesson: LessonLinkSchema,
  nextLesson: LessonLinkSchema,
});
export type LessonDetail = v.InferOutput<typeof LessonDetailSchema>;

/** Staff's view of a lesson: the address as typed too. */
export const AdminLessonSchema = v.object({
  ...LessonSummarySchema.entries,
  videoUrl: v.string(),
});
export type AdminLesson = v.InferOutput<typeof AdminLessonSchema>;

/** GET /api/admin/courses. */
export const AdminCoursesResponseSchema = v.object({
  courses: v.array(v.object({ ...CourseSchema.entries, lessons: v.array(AdminLessonSchema) })),
});
export type AdminCoursesResponse = v.InferOutput<typeof AdminCoursesResponseSchema>;

const optionalDescription = v.optional(
  v.nullable(boundedString('A descrição', { max: VIDEO_LESSON_DESCRIPTION_MAX, trim: true })),
);
const sortOrder = v.optional(boundedInt('A ordem', 0, 1_000_000), 0);

export const CourseInputSchema = v.object({
  title: boundedString('O título', { min: 3, max: COURSE_TITLE_MAX, trim: true }),
  description: optionalDescription,
  sortOrder,
});
export type CourseInput = v.InferOutput<typeof CourseInputSchema>;

/** A lesson's video address: YouTube, Vimeo or an MP4 file, over http(s). */
export const LessonVideoUrlSchema = v.pipe(
  boundedString('O link do vídeo', { min: 1, max: LESSON_VIDEO_URL_MAX, trim: true }),
  v.check((url) => lessonVideo(url) !== null, LESSON_VIDEO_URL_MESSAGE),
);

export const LessonInputSchema = v.object({
  courseId: idNumber('Curso', 'Escolha o curso'),
  title: boundedString('O título', { min: 3, max: LESSON_TITLE_MAX, trim: true }),
  description: optionalDescription,
  videoUrl: LessonVideoUrlSchema,
  durationSeconds: v.optional(
    v.nullable(
      boundedInt('A duração', 1, LESSON_DURATION_MAX_SECONDS, {
        type: 'A duração deve ser um número inteiro de segundos',
        range: 'A duração deve ficar entre 1 segundo e 10 horas',
      }),
    ),
  ),
  sortOrder,
  isPremium: v.optional(v.boolean(), false),
});
export type LessonInput = v.InferOutput<typeof LessonInputSchema>;

/** Puts rows in this order: `ids` first to last (each once). */
export const ReorderInputSchema = v.object({
  ids: v.pipe(
    v.array(
      boundedInt('O identificador', 1, ID_MAX, { type: 'Identificador inválido' }),
      'ids deve ser uma lista',
    ),
    v.minLength(1, 'Informe ao menos um item'),
    v.maxLength(REORDER_MAX, `Informe no máximo ${REORDER_MAX} itens`),
    v.check((ids) => new Set(ids).size === ids.length, 'Um item aparece mais de uma vez'),
  ),
});
export type ReorderInput = v.InferOutput<typeof ReorderInputSchema>;
