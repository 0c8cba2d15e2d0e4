// POST /api/admin/restaurant-names -> every restaurant's id and name, by name (any operator). The
// filters support uses need only these, and the names are public in the customer app anyway; the
// catalog itself (list-admin-restaurants.ts) is an admin's.
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';

export const listRestaurantNamesBody = emptyBody;
export const restaurantName = z.object({ id: z.number().int(), name: z.string() });
export type RestaurantName = z.infer<typeof restaurantName>;
export const listRestaurantNamesResponse = okResponse(z.array(restaurantName));
