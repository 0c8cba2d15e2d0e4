// POST /api/admin/restaurants -> every restaurant, active or not, by name (admins only; support's
// filters use restaurant-names, list-restaurant-names.ts).
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';

export const listAdminRestaurantsBody = emptyBody;
export const adminRestaurantRow = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  locality: z.string(),
  is_active: z.boolean(),
  is_accepting_orders: z.boolean(),
  dishes: z.number().int(),
});
export type AdminRestaurantRow = z.infer<typeof adminRestaurantRow>;
export const listAdminRestaurantsResponse = okResponse(z.array(adminRestaurantRow));
