import type { HoursInput } from '@khabar/domain/catalog/weekly-hours';
import type { createRestaurantBody } from '@khabar/domain/contracts/admin/restaurants/create-restaurant';
import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { RestaurantFields } from '../restaurant-form-values.ts';
import { adminRestaurantKey } from './get-admin-restaurant.ts';
import { adminRestaurantsKey } from './list-admin-restaurants.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/restaurants/create `{ ...fields, slug (null: made from the name), hours }` (admins only):
 * the restaurant, with no menu yet. A slug another restaurant has is a 409.
 */
export function useCreateRestaurant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestaurantFields & { hours: HoursInput[] }) =>
      apiRequest<{ data: AdminRestaurant }, typeof createRestaurantBody>('admin/restaurants/create', {
        body,
      }).then((r) => r.data),
    onSuccess: (created) => client.setQueryData(adminRestaurantKey(created.id), created),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminRestaurantsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
