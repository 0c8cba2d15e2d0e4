import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { reinstateCaptainBody } from '@khabar/domain/contracts/admin/captains/reinstate-captain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/:captainId/reinstate `{ version }` (admins only): no longer suspended, still off
 * duty (they go on duty themselves in the captain app). An older version is a 409.
 */
export function useReinstateCaptain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ captainId, version }: { captainId: number; version: number }) =>
      apiRequest<{ data: AdminCaptain }, typeof reinstateCaptainBody>(
        `admin/captains/${captainId}/reinstate`,
        { body: { version } },
      ).then((r) => r.data),
    onSuccess: (c) => client.setQueryData<AdminCaptain[]>(adminCaptainsKey, (list) => replaceById(list, c)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCaptainsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
