import { formatLessonDuration, type LessonDetail } from '@arte-gospel/domain';
import { Badge, Button, buttonClassName, EmptyState, Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session-query';
import { useVideoLesson } from '../api/get-video-lesson';
import * as styles from './video-lessons.css';

/** /videoaulas/{id} (platform §2.1): the lesson's player, its course and the next lesson. */
export function VideoLessonPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useQuery(userQueryOptions);
  const viewer = user.data ? String(user.data.id) : 'visitante';
  const lessonId = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  const lesson = useVideoLesson(lessonId, viewer);
  const notFound =
    Number.isNaN(lessonId) || (lesson.error instanceof ApiError && lesson.error.status === 404);
  return (
    <main className={styles.page}>
      <Link href={paths.videoLessons.href()} className={styles.back}>
        ← Todas as videoaulas
      </Link>
      {notFound ? (
        <EmptyState
          title="Videoaula não encontrada"
          description="A aula que você procura não existe ou foi removida."
          actions={
            <Link href={paths.videoLessons.href()} className={buttonClassName()}>
              Ver as videoaulas
            </Link>
          }
        />
      ) : lesson.isPending || user.isPending ? (
        <Spinner label="Carregando videoaula..." />
      ) : lesson.isError ? (
        <div className={styles.stateBox} role="alert">
          <strong>Não foi possível carregar a videoaula</strong>
          <p className={styles.meta}>{lesson.error.message}</p>
          <Button tone="secondary" onClick={() => void lesson.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <Lesson detail={lesson.data} signedIn={Boolean(user.data)} />
      )}
    </main>
  );
}

function Lesson({ detail, signedIn }: { detail: LessonDetail; signedIn: boolean }) {
  const { lesson, course, video } = detail;
  return (
    <>
      <p className={styles.meta}>{course.title}</p>
      <h1 className={styles.title}>{lesson.title}</h1>
      <p className={styles.meta}>
        {lesson.durationSeconds ? `${formatLessonDuration(lesson.durationSeconds)} · ` : ''}
        <Badge variant={lesson.isPremium ? 'premium' : 'free'} />
      </p>
      {detail.locked || !video ? (
        <section className={styles.locked} aria-labelledby="aula-bloqueada">
          <h2 id="aula-bloqueada" className={styles.courseTitle}>
            Videoaula exclusiva para assinantes Premium
          </h2>
          <p className={styles.description}>
            Assine um plano Premium para assistir a esta aula e a todas as outras do curso.
          </p>
          <span className={styles.nav}>
            <Link href={paths.plans.href()} className={buttonClassName()}>
              Ver planos
            </Link>
            {signedIn ? null : (
              <Link href={paths.auth.href()} className={buttonClassName({ tone: 'secondary' })}>
                Já sou assinante: entrar
              </Link>
            )}
          </span>
        </section>
      ) : (
        <div className={styles.player}>
          {video.kind === 'mp4' ? (
            // biome-ignore lint/a11y/useMediaCaption: staff's MP4 lessons come with no caption file.
            <video className={styles.frame} src={video.src} controls preload="metadata" />
          ) : (
            <iframe
              className={styles.frame}
              src={video.src}
              title={`Vídeo: ${lesson.title}`}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      )}
      {lesson.description ? <p className={styles.description}>{lesson.description}</p> : null}
      <nav className={styles.nav} aria-label="Aulas do curso">
        {detail.previousLesson ? (
          <Link
            href={paths.videoLesson.href(detail.previousLesson.id)}
            className={buttonClassName({ tone: 'secondary' })}
          >
            ← Aula anterior: {detail.previousLesson.title}
          </Link>
        ) : (
          <span />
        )}
        {detail.nextLesson ? (
          <Link href={paths.videoLesson.href(detail.nextLesson.id)} className={buttonClassName()}>
            Próxima aula: {detail.nextLesson.title} →
          </Link>
        ) : null}
      </nav>
    </>
  );
}
