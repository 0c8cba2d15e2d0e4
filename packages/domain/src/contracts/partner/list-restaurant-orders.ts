// POST /api/partner/restaurants/:restaurantId/orders -> PartnerOrder[], newest first: the active list
// (placed, preparing, captain assigned, ready for pickup), which a kitchen keeps short. What left the
// kitchen has its own call, a page at a time (list-restaurant-history.ts).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { partnerOrder } from './partner-order.ts';

// Named, so a refusal names it ("restaurantId is not valid", not "restaurantId: id is not valid").
export const restaurantIdParam = z
  .object({ restaurantId: idInput('restaurantId') })
  .meta({ examples: [{ restaurantId: 1 }] });
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
