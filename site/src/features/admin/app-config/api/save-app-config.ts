import type { AppConfigInput } from '@arte-gospel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../../lib/api-client';
import {
  announceSiteSettingsChange,
  getSiteSettingsQueryOptions,
  SETTINGS_UPDATED_EVENT,
} from '../../../../lib/site-settings';
import { toast } from '../../../../lib/toast';
import { getAppConfigQueryOptions } from './get-app-config';

/** PUT /api/admin/app-config: every field written (null clears it). */
export async function saveAppConfig(input: AppConfigInput) {
  await apiJson('PUT', '/api/admin/app-config', input);
}

/** Saves, reads the configuration and the public settings again, and tells the open tabs. */
export function useSaveAppConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAppConfig,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: getAppConfigQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: getSiteSettingsQueryOptions().queryKey }),
      ]);
      announceSiteSettingsChange(SETTINGS_UPDATED_EVENT);
      toast({ title: 'Configurações salvas', tone: 'success' });
    },
  });
}
