import type { HoursInput } from '@khabar/domain/catalog/weekly-hours';
import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import type { updateRestaurantBody } from '@khabar/domain/contracts/admin/restaurants/update-restaurant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { RestaurantFields } from '../restaurant-form-values.ts';
import { adminRestaurantKey } from './get-admin-restaurant.ts';
import { adminRestaurantsKey } from './list-admin-restaurants.ts';
import { auditKey } from './list-audit-log.ts';

export type RestaurantChange = Partial<RestaurantFields> & { hours?: HoursInput[] };

/**
 * POST admin/restaurants/:restaurantId/update `{ version, ...changed fields }` (admins only); is_active
 * false takes it off the lists. A save naming an older version is a 409: someone else saved first.
 */
export function useUpdateRestaurant(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, change }: { version: number; change: RestaurantChange }) =>
      apiRequest<{ data: AdminRestaurant }, typeof updateRestaurantBody>(
        `admin/restaurants/${restaurantId}/update`,
        {
          body: { version, ...change },
        },
      ).then((r) => r.data),
    onSuccess: (saved) => client.setQueryData(adminRestaurantKey(restaurantId), saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminRestaurantsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
