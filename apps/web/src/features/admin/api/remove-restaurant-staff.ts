import type { RestaurantStaffMember } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { restaurantStaffKey } from './list-restaurant-staff.ts';

/**
 * POST admin/restaurants/:restaurantId/staff/:userId/remove (admins only): the person loses the
 * restaurant's console; their account stays.
 */
export function useRemoveRestaurantStaff(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ data: RestaurantStaffMember[] }>(
        `admin/restaurants/${restaurantId}/staff/${userId}/remove`,
      ).then((r) => r.data),
    onSuccess: (staff) => client.setQueryData(restaurantStaffKey(restaurantId), staff),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: restaurantStaffKey(restaurantId) }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
