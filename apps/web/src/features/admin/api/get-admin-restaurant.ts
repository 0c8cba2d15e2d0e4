import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

export const adminRestaurantKey = (restaurantId: number) => ['admin-restaurant', restaurantId] as const;

const adminRestaurantQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: adminRestaurantKey(restaurantId),
    staleTime: 0,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminRestaurant }>(`admin/restaurants/${restaurantId}/details`, { signal }).then(
        (r) => r.data,
      ),
  });

/**
 * One restaurant with every field, its week of hours and the version a save must name (POST
 * admin/restaurants/:restaurantId/details; admins only).
 */
export const useAdminRestaurant = (restaurantId: number) => useQuery(adminRestaurantQuery(restaurantId));
