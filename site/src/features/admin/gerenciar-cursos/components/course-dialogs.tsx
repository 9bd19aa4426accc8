import {
  type AdminLesson,
  type Course,
  CourseInputSchema,
  formatLessonDuration,
  LessonInputSchema,
  parseLessonDuration,
} from '@arte-gospel/domain';
import { CheckboxField, TextField } from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { FormDialog } from '../../components/form-dialog';
import { TextareaField } from '../../components/textarea-field';
import type { CourseAction } from '../api/course-actions';

type Errors = Record<string, string>;

/** The first message of each field the schema refused. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path?.[0]?.key ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs the change; true when it was saved (the dialog then closes). */
  onSave: (action: CourseAction) => Promise<boolean>;
  saving: boolean;
}

/** Create or edit a course: title and description. */
export function CourseDialog({
  course,
  ...props
}: DialogProps & { course?: Pick<Course, 'id' | 'title' | 'description' | 'sortOrder'> }) {
  const [title, setTitle] = useState(course?.title ?? '');
  const [description, setDescription] = useState(course?.description ?? '');
  const [errors, setErrors] = useState<Errors>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(CourseInputSchema, {
      title,
      description: description.trim() ? description : null,
      sortOrder: course?.sortOrder ?? 0,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.issues));
    setErrors({});
    if (await props.onSave({ kind: 'course.save', id: course?.id, body: parsed.output }))
      props.onClose();
  }
  return (
    <FormDialog
      open={props.open}
      title={course ? 'Editar curso' : 'Novo curso'}
      saveLabel="Salvar curso"
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextField
        label="Título do curso"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        maxLength={120}
        required
      />
      <TextareaField
        label="Descrição"
        error={errors.description}
        hint="Opcional"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        rows={3}
        maxLength={2000}
      />
    </FormDialog>
  );
}

/** Create or edit a lesson of `courseId`: title, description, video link, duration, premium. */
export function LessonDialog({
  courseId,
  lesson,
  nextOrder,
  ...props
}: DialogProps & { courseId: number; lesson?: AdminLesson; nextOrder: number }) {
  const [title, setTitle] = useState(lesson?.title ?? '');
  const [description, setDescription] = useState(lesson?.description ?? '');
  const [videoUrl, setVideoUrl] = useState(lesson?.videoUrl ?? '');
  const [duration, setDuration] = useState(formatLessonDuration(lesson?.durationSeconds));
  const [isPremium, setIsPremium] = useState(lesson?.isPremium ?? false);
  const [errors, setErrors] = useState<Errors>({});
  async function submit(event: FormEvent) {
    event.preventDefault();
    const seconds = duration.trim() ? parseLessonDuration(duration) : null;
    const parsed = v.safeParse(LessonInputSchema, {
      courseId,
      title,
      description: description.trim() ? description : null,
      videoUrl,
      durationSeconds: seconds,
      sortOrder: lesson?.sortOrder ?? nextOrder,
      isPremium,
    });
    const found = parsed.success ? {} : fieldErrors(parsed.issues);
    if (duration.trim() && seconds === null)
      found.durationSeconds =
        'Use minutos:segundos (12:30) ou horas:minutos:segundos, até 10 horas';
    if (!parsed.success || Object.keys(found).length > 0) return setErrors(found);
    setErrors({});
    if (await props.onSave({ kind: 'lesson.save', id: lesson?.id, body: parsed.output }))
      props.onClose();
  }
  return (
    <FormDialog
      open={props.open}
      title={lesson ? 'Editar aula' : 'Nova aula'}
      saveLabel="Salvar aula"
      saving={props.saving}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextField
        label="Título da aula"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        maxLength={150}
        required
      />
      <TextField
        label="Link do vídeo"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        value={videoUrl}
        onChange={(e) => setVideoUrl(e.target.value)}
        error={errors.videoUrl}
        hint="YouTube, Vimeo ou um arquivo MP4 (http ou https)"
        maxLength={500}
        required
      />
      <TextField
        label="Duração"
        placeholder="12:30"
        inputMode="numeric"
        value={duration}
        onChange={(e) => setDuration(e.target.value)}
        error={errors.durationSeconds}
        hint="Opcional, em minutos:segundos"
        maxLength={8}
      />
      <TextareaField
        label="Descrição"
        error={errors.description}
        hint="Opcional"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        rows={3}
        maxLength={2000}
      />
      <CheckboxField
        label="Aula Premium (só assinantes assistem)"
        checked={isPremium}
        onChange={(e) => setIsPremium(e.target.checked)}
      />
    </FormDialog>
  );
}
