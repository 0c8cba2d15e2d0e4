import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { suspendCaptainBody } from '@khabar/domain/contracts/admin/captains/suspend-captain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/:captainId/suspend `{ version, reason }` (admins only): off duty, no offers, no
 * going on duty until reinstated; the reason goes to the audit log. An older version is a 409.
 */
export function useSuspendCaptain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ captainId, version, reason }: { captainId: number; version: number; reason: string }) =>
      apiRequest<{ data: AdminCaptain }, typeof suspendCaptainBody>(`admin/captains/${captainId}/suspend`, {
        body: { version, reason },
      }).then((r) => r.data),
    onSuccess: (c) => client.setQueryData<AdminCaptain[]>(adminCaptainsKey, (list) => replaceById(list, c)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCaptainsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
