import { type CategoryThemeId, ContentImageResponseSchema } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { parseResponse } from '../../../../lib/queries/parse';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do on /admin/categorias (api/README.md, Staff endpoints); staff's list and the
// public category lists (home chips, /categorias) are read again after each.

export interface CategoryBody {
  name: string;
  slug: string;
  description: string | null;
  isPremium: boolean;
  sortOrder: number;
  /** A theme of domain CATEGORY_THEME_IDS, or null: automatic (by slug). */
  theme: CategoryThemeId | null;
}

export type CategoryAction =
  | { kind: 'save'; id?: number; body: CategoryBody }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] }
  /** POST /api/admin/categories/:id/cover (multipart, field `file`). */
  | { kind: 'cover'; id: number; file: File }
  | { kind: 'removeCover'; id: number };

export async function runCategoryAction(action: CategoryAction): Promise<void> {
  if (action.kind === 'save') {
    await (action.id === undefined
      ? apiJson('POST', '/api/admin/categories', action.body)
      : apiJson('PUT', `/api/admin/categories/${action.id}`, action.body));
  } else if (action.kind === 'delete') {
    await apiJson('DELETE', `/api/admin/categories/${action.id}`);
  } else if (action.kind === 'cover') {
    const form = new FormData();
    form.set('file', action.file);
    parseResponse(
      ContentImageResponseSchema,
      await apiJson('POST', `/api/admin/categories/${action.id}/cover`, form),
    );
  } else if (action.kind === 'removeCover') {
    parseResponse(
      ContentImageResponseSchema,
      await apiJson('DELETE', `/api/admin/categories/${action.id}/cover`),
    );
  } else {
    await apiJson('PUT', '/api/admin/categories/order', { ids: action.ids });
  }
}

const SUCCESS: Record<CategoryAction['kind'], string> = {
  save: 'Categoria salva',
  delete: 'Categoria excluída',
  order: 'Ordem das categorias salva',
  cover: 'Capa enviada',
  removeCover: 'Capa removida',
};

export function useCategoryAction() {
  return useStaffMutation({
    mutationFn: runCategoryAction,
    success: (action) => SUCCESS[action.kind],
    invalidate: [queryKeys.adminCategories, ['/api/categories'], queryKeys.categoryOverview],
    failure: 'Não foi possível salvar',
  });
}
