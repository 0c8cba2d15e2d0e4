// POST /api/admin/restaurants/create { ...fields, slug? } -> the restaurant (admins only). The slug is
// made from the name when not given; a taken one is a 409. It starts with no menu: its staff or an
// admin add categories and dishes in the menu editor, and it is listed once it has them.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminRestaurant, restaurantFields, restaurantSlug } from './restaurant-fields.ts';

export const createRestaurantBody = z.object({
  ...authFields,
  ...restaurantFields,
  slug: restaurantSlug.nullish(),
  description: restaurantFields.description.default(''),
  msg: restaurantFields.msg.default(''),
  is_active: restaurantFields.is_active.default(true),
  is_featured: restaurantFields.is_featured.default(false),
  is_pureveg: restaurantFields.is_pureveg.default(false),
  is_accept_cod: restaurantFields.is_accept_cod.default(true),
  commission_percent: restaurantFields.commission_percent.default(0),
  packaging_percent: restaurantFields.packaging_percent.default(0),
});
export type CreateRestaurantBody = z.infer<typeof createRestaurantBody>;
export const createRestaurantResponse = okResponse(adminRestaurant);
