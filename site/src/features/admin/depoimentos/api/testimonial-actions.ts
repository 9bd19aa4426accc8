import type { TestimonialInput } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do on /admin/depoimentos (api/README.md, Staff endpoints); staff's list and the
// home's testimonials are read again after each.

export type TestimonialAction =
  | { kind: 'save'; id?: number; body: TestimonialInput }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] };

export async function runTestimonialAction(action: TestimonialAction): Promise<void> {
  if (action.kind === 'save') {
    await (action.id === undefined
      ? apiJson('POST', '/api/admin/testimonials', action.body)
      : apiJson('PUT', `/api/admin/testimonials/${action.id}`, action.body));
  } else if (action.kind === 'delete') {
    await apiJson('DELETE', `/api/admin/testimonials/${action.id}`);
  } else {
    await apiJson('PUT', '/api/admin/testimonials/order', { ids: action.ids });
  }
}

const SUCCESS: Record<TestimonialAction['kind'], string> = {
  save: 'Depoimento salvo',
  delete: 'Depoimento excluído',
  order: 'Ordem dos depoimentos salva',
};

/** The lists a testimonial's change shows in: staff's and the home's. */
export const TESTIMONIAL_QUERIES = [queryKeys.adminTestimonials, queryKeys.testimonials] as const;

export function useTestimonialAction() {
  return useStaffMutation({
    mutationFn: runTestimonialAction,
    success: (action) => SUCCESS[action.kind],
    invalidate: TESTIMONIAL_QUERIES,
    failure: 'Não foi possível salvar',
  });
}
