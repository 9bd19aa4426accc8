import {
  type Course,
  containsSearch,
  formatLessonDuration,
  VIDEO_LESSON_SEARCH_PARAM,
} from '@arte-gospel/domain';
import { Badge, Button, buttonClassName, EmptyState, Spinner, TextField } from '@arte-gospel/ui';
import { useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { useVideoLessons } from '../api/get-video-lessons';
import * as styles from './video-lessons.css';

/** The courses whose lessons match the search (accents and case aside), those lessons only. */
export function filterCourses(courses: readonly Course[], query: string): Course[] {
  if (!query.trim()) return [...courses];
  return courses
    .map((course) => ({
      ...course,
      lessons: course.lessons.filter((lesson) =>
        containsSearch(`${lesson.title} ${lesson.description ?? ''}`, query),
      ),
    }))
    .filter((course) => course.lessons.length > 0);
}

/** /videoaulas (platform §2.1): the courses and their lessons, with the lesson search. */
export function VideoLessonsPage() {
  const lessons = useVideoLessons();
  // The search is the address's (?busca=), shared with the header's video search (§2.6).
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch()).get(VIDEO_LESSON_SEARCH_PARAM) ?? '';
  const setQuery = (text: string) => navigate(paths.videoLessons.href(text), { replace: true });
  const courses = useMemo(
    () => filterCourses(lessons.data?.courses ?? [], query),
    [lessons.data, query],
  );
  return (
    <main className={styles.page}>
      <Link href={paths.home.href()} className={styles.back}>
        ← Voltar
      </Link>
      <h1 className={styles.title}>Videoaulas</h1>
      <p className={styles.intro}>
        Aulas de criação e comunicação visual para igrejas, em cursos passo a passo.
      </p>
      {lessons.isPending ? (
        <Spinner label="Carregando videoaulas..." />
      ) : lessons.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Não foi possível carregar as videoaulas</strong>
          <p className={styles.meta}>{lessons.error.message}</p>
          <Button tone="secondary" onClick={() => void lessons.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : lessons.data.courses.length === 0 ? (
        <EmptyState
          title="Nenhuma videoaula publicada ainda"
          description="Enquanto as aulas não chegam, explore as artes prontas para a sua igreja."
          actions={
            <Link href={paths.arts.href()} className={buttonClassName()}>
              Ver as artes
            </Link>
          }
        />
      ) : (
        <>
          <TextField
            type="search"
            label="Buscar videoaula"
            placeholder="Ex.: cartaz, stories, Canva"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={styles.search}
            maxLength={100}
          />
          {courses.length === 0 ? (
            <EmptyState
              title="Nenhuma videoaula encontrada"
              description={`Nenhuma aula corresponde a “${query.trim()}”.`}
              actions={
                <Button tone="secondary" onClick={() => setQuery('')}>
                  Limpar busca
                </Button>
              }
            />
          ) : (
            courses.map((course) => <CourseSection key={course.id} course={course} />)
          )}
        </>
      )}
    </main>
  );
}

function CourseSection({ course }: { course: Course }) {
  const headingId = `curso-${course.id}`;
  return (
    <section className={styles.course} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.courseTitle}>
        {course.title}
      </h2>
      {course.description ? <p className={styles.meta}>{course.description}</p> : null}
      <ol className={styles.lessons}>
        {course.lessons.map((lesson, index) => (
          <li key={lesson.id}>
            <Link href={paths.videoLesson.href(lesson.id)} className={styles.lessonLink}>
              <span className={styles.lessonNumber}>{index + 1}</span>
              <span className={styles.lessonTitle}>{lesson.title}</span>
              {lesson.durationSeconds ? (
                <span className={styles.meta}>
                  <span className={styles.srOnly}>Duração </span>
                  {formatLessonDuration(lesson.durationSeconds)}
                </span>
              ) : null}
              <Badge variant={lesson.isPremium ? 'premium' : 'free'} />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
