export {
  formatLessonDuration,
  LESSON_DURATION_MAX_SECONDS,
  LESSON_EMBED_ORIGINS,
  LESSON_VIDEO_KINDS,
  LESSON_VIDEO_URL_MAX,
  LESSON_VIDEO_URL_MESSAGE,
  type LessonVideo,
  type LessonVideoKind,
  lessonVideo,
  parseLessonDuration,
} from './video';
