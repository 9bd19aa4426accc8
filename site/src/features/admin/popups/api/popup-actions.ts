import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
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

export function usePopupAction<I>(action: (input: I) => Promise<void>, success: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      toast({ title: success, tone: 'success' });
      await client.invalidateQueries({ queryKey: getAdminPopupsQueryOptions().queryKey });
    },
  });
}
