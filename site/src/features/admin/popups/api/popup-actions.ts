import { ContentImageResponseSchema } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/queries/parse';
import { useStaffMutation } from '../../api/staff-mutation';
import { getAdminPopupsQueryOptions } from './get-admin-popups';

// The staff writes of /admin/popups (api/README.md 'Staff endpoints'): each one request,
// then the list is read again.

/** The body of POST /api/admin/popups and PUT /api/admin/popups/:id. */
export interface PopupBody {
  title: string | null;
  content: string | null;
  imageUrl: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
  position: string;
  size: string;
  animation: string;
  delay: number;
  targetPages: string[];
  audience: string;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
}

export async function savePopup(input: { id: number | null; body: PopupBody }) {
  if (input.id === null) await apiJson('POST', '/api/admin/popups', input.body);
  else await apiJson('PUT', `/api/admin/popups/${input.id}`, input.body);
}

export async function deletePopup(input: { id: number }) {
  await apiJson('DELETE', `/api/admin/popups/${input.id}`);
}

/**
 * POST /api/admin/popups/:id/image (multipart, field `file`): the popup's image is the
 * uploaded picture from now on (the one it replaces is removed on the server); its address.
 */
export async function uploadPopupImage(input: { id: number; file: File }): Promise<string> {
  const form = new FormData();
  form.set('file', input.file);
  const answer = parseResponse(
    ContentImageResponseSchema,
    await apiJson('POST', `/api/admin/popups/${input.id}/image`, form),
  );
  return answer.url ?? '';
}

/** DELETE /api/admin/popups/:id/image: the popup shows no image. */
export async function removePopupImage(input: { id: number }): Promise<void> {
  await apiJson('DELETE', `/api/admin/popups/${input.id}/image`);
}

/** A popup change with its success toast; the form shows a failure itself. */
export function usePopupAction<I, R = void>(action: (input: I) => Promise<R>, success: string) {
  return useStaffMutation({
    mutationFn: action,
    success,
    invalidate: [getAdminPopupsQueryOptions().queryKey],
    failure: null,
  });
}
