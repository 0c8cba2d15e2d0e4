import type { RestaurantName } from '@khabar/domain/contracts/admin/list-restaurant-names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const restaurantNamesKey = ['admin-restaurant-names'] as const;

const restaurantNamesQuery = queryOptions({
  queryKey: restaurantNamesKey,
  // An admin renames or adds a restaurant on another screen: read the names afresh each time.
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: RestaurantName[] }>('admin/restaurant-names', { signal }).then((r) => r.data),
});

/** Every restaurant's id and name, by name, for a filter (POST admin/restaurant-names; any operator). */
export const useRestaurantNames = () => useQuery(restaurantNamesQuery);
