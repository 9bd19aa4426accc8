import type { AccessLevel, PremiumGrantBody } from '@arte-gospel/domain';
import { apiJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/queries/keys';
import { useStaffMutation } from '../../api/staff-mutation';

// What staff do to one account from /admin/usuarios (api/README.md, Staff endpoints). Each
// call is one request; after it the users' pages are read again (their key's first element).

/** PUT /api/admin/users/:id/level (admin only; never one's own). */
export async function changeUserLevel(input: { id: number; nivelacesso: AccessLevel }) {
  await apiJson('PUT', `/api/admin/users/${input.id}/level`, { nivelacesso: input.nivelacesso });
}

/** POST /api/admin/users/:id/premium: days, an end date or lifetime, with a reason. */
export async function grantPremium(input: { id: number; grant: PremiumGrantBody }) {
  await apiJson('POST', `/api/admin/users/${input.id}/premium`, input.grant);
}

/** POST /api/admin/users/:id/verification-email. */
export async function resendVerification(input: { id: number }) {
  await apiJson('POST', `/api/admin/users/${input.id}/verification-email`);
}

/**
 * POST /api/auth/supabase/confirm-email (platform §7): staff take the email as proven, and
 * the purchases that waited for that proof are applied.
 */
export async function confirmUserEmail(input: { id: number }) {
  await apiJson('POST', '/api/auth/supabase/confirm-email', { userId: input.id });
}

/** DELETE /api/admin/users/:id/sessions. */
export async function endUserSessions(input: { id: number }) {
  await apiJson('DELETE', `/api/admin/users/${input.id}/sessions`);
}

/**
 * A user action with its success toast; failures show the server's message under `failure`
 * (by default useStaffMutation's title).
 */
export function useUserAction<I>(
  action: (input: I) => Promise<void>,
  success: string,
  failure?: string,
) {
  return useStaffMutation({
    mutationFn: action,
    success,
    invalidate: [[queryKeys.adminUsers({})[0]]],
    failure,
  });
}
