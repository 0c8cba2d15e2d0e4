import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { onboardCaptainBody } from '@khabar/domain/contracts/admin/captains/onboard-captain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/onboard `{ phone, name, vehicle_number }` (admins only): the captain, off duty. A
 * phone that already is a captain is a 409.
 */
export function useOnboardCaptain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; name: string; vehicle_number: string }) =>
      apiRequest<{ data: AdminCaptain }, typeof onboardCaptainBody>('admin/captains/onboard', { body }).then(
        (r) => r.data,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCaptainsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
