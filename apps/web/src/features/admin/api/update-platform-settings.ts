import type { PlatformSettings } from '@khabar/domain/contracts/admin/settings/settings-fields';
import type { updatePlatformSettingsBody } from '@khabar/domain/contracts/admin/settings/update-platform-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SettingsChanges } from '../settings-values.ts';
import { platformSettingsKey } from './get-platform-settings.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/settings/update `{ version, ...changes }` (admins only): a field sent as null goes back to
 * the environment's value. A save naming an older version is a 409: someone else saved first.
 */
export function useUpdatePlatformSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, changes }: { version: number; changes: SettingsChanges }) =>
      apiRequest<{ data: PlatformSettings }, typeof updatePlatformSettingsBody>('admin/settings/update', {
        body: { version, ...changes },
      }).then((r) => r.data),
    onSuccess: (saved) => client.setQueryData(platformSettingsKey, saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: platformSettingsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
