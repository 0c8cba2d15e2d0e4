import type { RestaurantStaffMember } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

export const restaurantStaffKey = (restaurantId: number) => ['admin-restaurant-staff', restaurantId] as const;

const restaurantStaffQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: restaurantStaffKey(restaurantId),
    staleTime: 0,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<{ data: RestaurantStaffMember[] }>(`admin/restaurants/${restaurantId}/staff`, {
        signal,
      }).then((r) => r.data),
  });

/** Who runs the restaurant's console, owners and staff (POST admin/restaurants/:id/staff; admins only). */
export const useRestaurantStaff = (restaurantId: number) => useQuery(restaurantStaffQuery(restaurantId));
