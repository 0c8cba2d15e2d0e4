import type { AdminRestaurantRow } from '@khabar/domain/contracts/admin/list-admin-restaurants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminRestaurantsKey = ['admin-restaurants'] as const;

const adminRestaurantsQuery = queryOptions({
  queryKey: adminRestaurantsKey,
  // Dish counts change in the menu editor (another screen): read the list afresh each time it opens.
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: AdminRestaurantRow[] }>('admin/restaurants', { signal }).then((r) => r.data),
});

/** Every restaurant, active or not, by name (POST admin/restaurants; admins only). */
export const useAdminRestaurants = () => useQuery(adminRestaurantsQuery);
