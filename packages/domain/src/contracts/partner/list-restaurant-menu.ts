// POST /api/partner/restaurants/:restaurantId/menu -> every dish, available or not, in menu order.
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';

export const listRestaurantMenuBody = emptyBody;
export const partnerMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  price: rupees,
  is_veg: z.boolean(),
  is_active: z.boolean(),
});
export type PartnerMenuItem = z.infer<typeof partnerMenuItem>;
export const listRestaurantMenuResponse = okResponse(z.array(partnerMenuItem));
