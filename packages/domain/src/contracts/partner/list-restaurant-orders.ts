// POST /api/partner/restaurants/:restaurantId/orders -> PartnerOrder[], newest first: the active list
// (placed, preparing, captain assigned, ready for pickup), which a kitchen keeps short. What left the
// kitchen has its own call, a page at a time (list-restaurant-history.ts).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { dbId, okResponse } from '../common/lifecycle-fields.ts';
import { partnerOrder } from './partner-order.ts';

export const restaurantIdParam = z.object({ restaurantId: dbId }).meta({ examples: [{ restaurantId: 1 }] });
export const listRestaurantOrdersBody = optionalBody(
  z.object({
    ...authFields,
    // Consoles before issue 24 sent a scope; only the active list is read here now.
    scope: z
      .enum(['active'], {
        error: 'scope must be active: the history is POST /partner/restaurants/:id/history',
      })
      .optional(),
  }),
).meta({ examples: [{ scope: 'active' }] });
export const listRestaurantOrdersResponse = okResponse(z.array(partnerOrder));
