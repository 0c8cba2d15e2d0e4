// POST /api/admin/restaurants/:restaurantId/update { version, ...any fields } -> the restaurant (admins
// only). Deactivating is is_active false: it leaves the lists, its past orders keep it.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { adminRestaurant, restaurantFields, restaurantSlug } from './restaurant-fields.ts';

export const updateRestaurantBody = z
  .object({ ...restaurantFields, slug: restaurantSlug })
  .partial()
  .extend({ ...authFields, version: idInput('version') });
export type UpdateRestaurantBody = z.infer<typeof updateRestaurantBody>;
export const updateRestaurantResponse = okResponse(adminRestaurant);
