import { type SiteAssetKind, SiteAssetResponseSchema } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/queries/parse';
import {
  announceSiteSettingsChange,
  getSiteSettingsQueryOptions,
  LOGO_REMOVED_EVENT,
  LOGO_UPDATED_EVENT,
  SETTINGS_UPDATED_EVENT,
} from '../../../../lib/site-settings';
import { toast } from '../../../../lib/toast';

// The site's logo and favicon (issue 19; api/README.md 'Staff endpoints'): POST
// /api/admin/site-assets/:kind sends the image (multipart, field `file`), DELETE removes it.

/** POST /api/admin/site-assets/:kind: the stored image's address. */
export async function uploadSiteAsset(input: { kind: SiteAssetKind; file: File }) {
  const form = new FormData();
  form.set('file', input.file);
  return parseResponse(
    SiteAssetResponseSchema,
    await apiJson('POST', `/api/admin/site-assets/${input.kind}`, form),
  );
}

/** DELETE /api/admin/site-assets/:kind: the site goes back to its default image. */
export async function removeSiteAsset(input: { kind: SiteAssetKind }) {
  return parseResponse(
    SiteAssetResponseSchema,
    await apiJson('DELETE', `/api/admin/site-assets/${input.kind}`),
  );
}

const SUCCESS: Record<SiteAssetKind, { upload: string; remove: string }> = {
  logo: { upload: 'Logo atualizado', remove: 'Logo removido' },
  favicon: { upload: 'Favicon atualizado', remove: 'Favicon removido' },
};

/**
 * Sends or removes a site image, then reads the settings again and tells this tab and every
 * other open tab (platform §2.6's logo-updated / logo-removed), so headers change at once.
 */
export function useSiteAssetMutation(action: 'upload' | 'remove') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: SiteAssetKind; file?: File }) =>
      action === 'upload' && input.file
        ? uploadSiteAsset({ kind: input.kind, file: input.file })
        : removeSiteAsset({ kind: input.kind }),
    onSuccess: async (_data, input) => {
      await client.invalidateQueries({ queryKey: getSiteSettingsQueryOptions().queryKey });
      announceSiteSettingsChange(
        input.kind === 'logo'
          ? action === 'upload'
            ? LOGO_UPDATED_EVENT
            : LOGO_REMOVED_EVENT
          : SETTINGS_UPDATED_EVENT,
      );
      toast({ title: SUCCESS[input.kind][action], tone: 'success' });
    },
  });
}
