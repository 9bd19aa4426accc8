import type { CourseInput, LessonInput } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do on /admin/gerenciar-cursos (api/README.md, Staff endpoints); the staff list
// and the public /videoaulas are read again after each.

export type CourseAction =
  | { kind: 'course.save'; id?: number; body: CourseInput }
  | { kind: 'course.delete'; id: number }
  | { kind: 'course.order'; ids: number[] }
  | { kind: 'lesson.save'; id?: number; body: LessonInput }
  | { kind: 'lesson.delete'; id: number }
  | { kind: 'lesson.order'; courseId: number; ids: number[] };

export async function runCourseAction(action: CourseAction): Promise<void> {
  switch (action.kind) {
    case 'course.save':
      await (action.id === undefined
        ? apiJson('POST', '/api/admin/courses', action.body)
        : apiJson('PUT', `/api/admin/courses/${action.id}`, action.body));
      return;
    case 'course.delete':
      await apiJson('DELETE', `/api/admin/courses/${action.id}`);
      return;
    case 'course.order':
      await apiJson('PUT', '/api/admin/courses/order', { ids: action.ids });
      return;
    case 'lesson.save':
      await (action.id === undefined
        ? apiJson('POST', '/api/admin/lessons', action.body)
        : apiJson('PUT', `/api/admin/lessons/${action.id}`, action.body));
      return;
    case 'lesson.delete':
      await apiJson('DELETE', `/api/admin/lessons/${action.id}`);
      return;
    case 'lesson.order':
      await apiJson('PUT', `/api/admin/courses/${action.courseId}/lessons/order`, {
        ids: action.ids,
      });
      return;
  }
}

const SUCCESS: Record<CourseAction['kind'], string> = {
  'course.save': 'Curso salvo',
  'course.delete': 'Curso excluído',
  'course.order': 'Ordem dos cursos salva',
  'lesson.save': 'Aula salva',
  'lesson.delete': 'Aula excluída',
  'lesson.order': 'Ordem das aulas salva',
};

export function useCourseAction() {
  return useStaffMutation({
    mutationFn: runCourseAction,
    success: (action) => SUCCESS[action.kind],
    invalidate: [queryKeys.adminCourses, queryKeys.videoLessons],
    failure: 'Não foi possível salvar',
  });
}
