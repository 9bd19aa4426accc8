import type { DesignerProfileInput } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do on /admin/designers (api/README.md, Staff endpoints); staff's list and the
// public designers' list and profiles are read again after each.

export type DesignerAction =
  | { kind: 'save'; id: number; body: DesignerProfileInput }
  | { kind: 'order'; ids: number[] };

export async function runDesignerAction(action: DesignerAction): Promise<void> {
  if (action.kind === 'save')
    await apiJson('PUT', `/api/admin/designers/${action.id}`, action.body);
  else await apiJson('PUT', '/api/admin/designers/order', { ids: action.ids });
}

const SUCCESS: Record<DesignerAction['kind'], string> = {
  save: 'Perfil do designer salvo',
  order: 'Ordem dos designers salva',
};

/** The lists a designer's change shows in: staff's and the public ones. */
export const DESIGNER_QUERIES = [queryKeys.adminDesigners, queryKeys.designers] as const;

export function useDesignerAction() {
  return useStaffMutation({
    mutationFn: runDesignerAction,
    success: (action) => SUCCESS[action.kind],
    invalidate: DESIGNER_QUERIES,
    failure: 'Não foi possível salvar',
  });
}
