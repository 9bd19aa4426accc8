import {
  type AdminCoursesResponse,
  type AdminLesson,
  formatLessonDuration,
} from '@arte-gospel/domain';
import { Badge, Button, EmptyState, Spinner } from '@arte-gospel/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import * as adminStyles from '../../components/admin.css';
import { MoveButtons, moved } from '../../components/reorder';
import { type CourseAction, useCourseAction } from '../api/course-actions';
import { useAdminCourses } from '../api/get-admin-courses';
import { ConfirmDelete, CourseDialog, LessonDialog } from './course-dialogs';
import * as styles from './courses.css';

type AdminCourse = AdminCoursesResponse['courses'][number];

/** What dialog is open: a course or lesson form, or a deletion to confirm. */
type Open =
  | { dialog: 'course'; course?: AdminCourse }
  | { dialog: 'lesson'; course: AdminCourse; lesson?: AdminLesson }
  | { dialog: 'delete-course'; course: AdminCourse }
  | { dialog: 'delete-lesson'; lesson: AdminLesson }
  | null;

/** /admin/gerenciar-cursos (issue 19): the courses of /videoaulas and their lessons. */
export function CoursesPage() {
  const courses = useAdminCourses();
  const action = useCourseAction();
  const [open, setOpen] = useState<Open>(null);
  const run = (change: CourseAction) =>
    action.mutateAsync(change).then(
      () => true,
      () => false,
    );
  const close = () => setOpen(null);

  return (
    <>
      <h1 className={adminStyles.title}>Gerenciar cursos</h1>
      <p className={adminStyles.muted}>
        Cursos e aulas publicados em <Link href={paths.videoLessons.href()}>/videoaulas</Link>.
        Aulas Premium só tocam para assinantes.
      </p>
      {courses.isPending ? (
        <Spinner label="Carregando cursos..." />
      ) : courses.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Não foi possível carregar os cursos</strong>
          <p className={styles.meta}>{courses.error.message}</p>
          <Button tone="secondary" onClick={() => void courses.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : courses.data.courses.length === 0 ? (
        <EmptyState
          title="Nenhum curso cadastrado"
          description="Crie um curso e adicione as aulas com o link do vídeo (YouTube, Vimeo ou MP4)."
          actions={
            <Button onClick={() => setOpen({ dialog: 'course' })}>Criar o primeiro curso</Button>
          }
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.meta}>
              {courses.data.courses.length} {courses.data.courses.length === 1 ? 'curso' : 'cursos'}
            </p>
            <Button onClick={() => setOpen({ dialog: 'course' })}>Novo curso</Button>
          </div>
          <ol className={styles.list} aria-label="Cursos">
            {courses.data.courses.map((course, index, all) => (
              <CourseCard
                key={course.id}
                course={course}
                position={index}
                count={all.length}
                busy={action.isPending}
                onMove={(step) =>
                  void run({
                    kind: 'course.order',
                    ids: moved(
                      all.map((c) => c.id),
                      index,
                      step,
                    ),
                  })
                }
                onOpen={setOpen}
                onMoveLesson={(from, step) =>
                  void run({
                    kind: 'lesson.order',
                    courseId: course.id,
                    ids: moved(
                      course.lessons.map((l) => l.id),
                      from,
                      step,
                    ),
                  })
                }
              />
            ))}
          </ol>
        </>
      )}
      {open?.dialog === 'course' ? (
        <CourseDialog
          open
          onClose={close}
          onSave={run}
          saving={action.isPending}
          course={open.course}
        />
      ) : null}
      {open?.dialog === 'lesson' ? (
        <LessonDialog
          open
          onClose={close}
          onSave={run}
          saving={action.isPending}
          courseId={open.course.id}
          lesson={open.lesson}
          nextOrder={open.course.lessons.length}
        />
      ) : null}
      {open?.dialog === 'delete-course' ? (
        <ConfirmDelete
          open
          onClose={close}
          saving={action.isPending}
          title="Excluir curso?"
          what={`O curso “${open.course.title}” e as suas ${open.course.lessons.length} aulas serão excluídos.`}
          onConfirm={() => run({ kind: 'course.delete', id: open.course.id })}
        />
      ) : null}
      {open?.dialog === 'delete-lesson' ? (
        <ConfirmDelete
          open
          onClose={close}
          saving={action.isPending}
          title="Excluir aula?"
          what={`A aula “${open.lesson.title}” será excluída.`}
          onConfirm={() => run({ kind: 'lesson.delete', id: open.lesson.id })}
        />
      ) : null}
    </>
  );
}

interface CourseCardProps {
  course: AdminCourse;
  position: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onMoveLesson: (from: number, step: -1 | 1) => void;
  onOpen: (open: Open) => void;
}

function CourseCard({
  course,
  position,
  count,
  busy,
  onMove,
  onMoveLesson,
  onOpen,
}: CourseCardProps) {
  const headingId = `curso-admin-${course.id}`;
  return (
    <li className={styles.course} aria-labelledby={headingId}>
      <div className={styles.courseHead}>
        <h2 id={headingId} className={styles.courseTitle}>
          {course.title}
        </h2>
        <div className={styles.actions}>
          <MoveButtons
            name={`o curso ${course.title}`}
            index={position}
            count={count}
            disabled={busy}
            onMove={onMove}
          />
          <Button size="sm" tone="secondary" onClick={() => onOpen({ dialog: 'course', course })}>
            Editar curso
          </Button>
          <Button
            size="sm"
            tone="secondary"
            onClick={() => onOpen({ dialog: 'delete-course', course })}
          >
            Excluir curso
          </Button>
        </div>
      </div>
      {course.description ? <p className={styles.meta}>{course.description}</p> : null}
      {course.lessons.length === 0 ? (
        <p className={styles.meta}>
          Nenhuma aula neste curso ainda: ele não aparece em /videoaulas.
        </p>
      ) : (
        <ol className={styles.lessons} aria-label={`Aulas de ${course.title}`}>
          {course.lessons.map((lesson, index) => (
            <li key={lesson.id} className={styles.lesson}>
              <span className={styles.lessonText}>
                <span className={styles.lessonTitle}>
                  {index + 1}. {lesson.title}
                </span>
                <span className={styles.meta}>
                  {lesson.durationSeconds
                    ? `${formatLessonDuration(lesson.durationSeconds)} · `
                    : ''}
                  {lesson.videoUrl}
                </span>
              </span>
              <Badge variant={lesson.isPremium ? 'premium' : 'free'} />
              <span className={styles.actions}>
                <MoveButtons
                  name={`a aula ${lesson.title}`}
                  index={index}
                  count={course.lessons.length}
                  disabled={busy}
                  onMove={(step) => onMoveLesson(index, step)}
                />
                <Link href={paths.videoLesson.href(lesson.id)} className={styles.meta}>
                  Ver aula
                </Link>
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() => onOpen({ dialog: 'lesson', course, lesson })}
                  aria-label={`Editar a aula ${lesson.title}`}
                >
                  Editar
                </Button>
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() => onOpen({ dialog: 'delete-lesson', lesson })}
                  aria-label={`Excluir a aula ${lesson.title}`}
                >
                  Excluir
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button size="sm" onClick={() => onOpen({ dialog: 'lesson', course })}>
          Adicionar aula
        </Button>
      </div>
    </li>
  );
}
