import type { inviteRestaurantStaffBody } from '@khabar/domain/contracts/admin/restaurants/invite-restaurant-staff';
import type { RestaurantStaffMember } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { restaurantStaffKey } from './list-restaurant-staff.ts';

/**
 * POST admin/restaurants/:restaurantId/staff/invite `{ phone, name, role }` (admins only): the phone's
 * account gets the restaurant's console (one is made if it has none); again, it changes the role.
 */
export function useInviteRestaurantStaff(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; name: string; role: 'owner' | 'staff' }) =>
      apiRequest<{ data: RestaurantStaffMember[] }, typeof inviteRestaurantStaffBody>(
        `admin/restaurants/${restaurantId}/staff/invite`,
        {
          body,
        },
      ).then((r) => r.data),
    onSuccess: (staff) => client.setQueryData(restaurantStaffKey(restaurantId), staff),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: restaurantStaffKey(restaurantId) }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
