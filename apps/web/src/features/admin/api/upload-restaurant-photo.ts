import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import type { photoFormFields } from '@khabar/domain/contracts/images/photo-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { adminRestaurantKey } from './get-admin-restaurant.ts';
import { adminRestaurantsKey } from './list-admin-restaurants.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/restaurants/:restaurantId/photo (multipart: version, photo; admins only): the restaurant
 * with its new photo, made into every size (a few seconds). The login goes in the Bearer header, never
 * in the form. A 409 means the restaurant was saved since the version was read; 400, 413 and 415 say
 * what is wrong with the file.
 */
export function useUploadRestaurantPhoto(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ version, photo }: { version: number; photo: File }) => {
      return apiRequest<{ data: AdminRestaurant }, typeof photoFormFields>(
        `admin/restaurants/${restaurantId}/photo`,
        { body: formBody({ version }, { photo }) },
      ).then((r) => r.data);
    },
    onSuccess: (saved) => client.setQueryData(adminRestaurantKey(restaurantId), saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminRestaurantKey(restaurantId) }),
        client.invalidateQueries({ queryKey: adminRestaurantsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
