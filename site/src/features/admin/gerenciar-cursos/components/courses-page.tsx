import {
  type AdminCoursesResponse,
  type AdminLesson,
  formatLessonDuration,
} from '@arte-gospel/domain';
import { Badge, Button, EmptyState } from '@arte-gospel/ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import * as adminStyles from '../../components/admin.css';
import { ConfirmDelete } from '../../components/form-dialog';
import { QueryStates } from '../../components/query-error-alert';
import { MoveButtons, moved } from '../../components/reorder';
import { ListToolbar, RowActions } from '../../components/staff-list';
import * as rowStyles from '../../components/staff-list.css';
import { type CourseAction, useCourseAction } from '../api/course-actions';
import { useAdminCourses } from '../api/get-admin-courses';
import { CourseDialog, LessonDialog } from './course-dialogs';
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
      <QueryStates
        query={courses}
        loading="Carregando cursos..."
        error="Não foi possível carregar os cursos"
      >
        {(data) =>
          data.courses.length === 0 ? (
            <EmptyState
              title="Nenhum curso cadastrado"
              description="Crie um curso e adicione as aulas com o link do vídeo (YouTube, Vimeo ou MP4)."
              actions={
                <Button onClick={() => setOpen({ dialog: 'course' })}>
                  Criar o primeiro curso
                </Button>
              }
            />
          ) : (
            <>
              <ListToolbar count={data.courses.length} one="curso" many="cursos">
                <Button onClick={() => setOpen({ dialog: 'course' })}>Novo curso</Button>
              </ListToolbar>
              <ol className={styles.list} aria-label="Cursos">
                {data.courses.map((course, index, all) => (
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
                    onOrderLessons={(ids) =>
                      void run({ kind: 'lesson.order', courseId: course.id, ids })
                    }
                  />
                ))}
              </ol>
            </>
          )
        }
      </QueryStates>
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
          onClose={close}
          saving={action.isPending}
          title="Excluir curso?"
          what={`O curso “${open.course.title}” e as suas ${open.course.lessons.length} aulas serão excluídos.`}
          onConfirm={() => run({ kind: 'course.delete', id: open.course.id })}
        />
      ) : null}
      {open?.dialog === 'delete-lesson' ? (
        <ConfirmDelete
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
  onOrderLessons: (ids: number[]) => void;
  onOpen: (open: Open) => void;
}

function CourseCard({
  course,
  position,
  count,
  busy,
  onMove,
  onOrderLessons,
  onOpen,
}: CourseCardProps) {
  const headingId = `curso-admin-${course.id}`;
  return (
    <li className={styles.course} aria-labelledby={headingId}>
      <div className={styles.courseHead}>
        <h2 id={headingId} className={styles.courseTitle}>
          {course.title}
        </h2>
        <div className={rowStyles.actions}>
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
      {course.description ? <p className={rowStyles.meta}>{course.description}</p> : null}
      {course.lessons.length === 0 ? (
        <p className={rowStyles.meta}>
          Nenhuma aula neste curso ainda: ele não aparece em /videoaulas.
        </p>
      ) : (
        <ol className={rowStyles.rows} aria-label={`Aulas de ${course.title}`}>
          {course.lessons.map((lesson, index) => (
            <li key={lesson.id} className={rowStyles.row}>
              <span className={rowStyles.rowText}>
                <span className={rowStyles.rowTitle}>
                  {index + 1}. {lesson.title}
                </span>
                <span className={rowStyles.meta}>
                  {lesson.durationSeconds
                    ? `${formatLessonDuration(lesson.durationSeconds)} · `
                    : ''}
                  {lesson.videoUrl}
                </span>
              </span>
              <Badge variant={lesson.isPremium ? 'premium' : 'free'} />
              <RowActions
                name={`a aula ${lesson.title}`}
                ids={course.lessons.map((l) => l.id)}
                index={index}
                busy={busy}
                onOrder={onOrderLessons}
                onEdit={() => onOpen({ dialog: 'lesson', course, lesson })}
                onDelete={() => onOpen({ dialog: 'delete-lesson', lesson })}
              >
                <Link href={paths.videoLesson.href(lesson.id)} className={rowStyles.meta}>
                  Ver aula
                </Link>
              </RowActions>
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
