// POST /api/partner/restaurants/:restaurantId/open { is_open } -> PartnerRestaurant. Closing stops new
// orders at once (the customer list and cart read it from the catalog, reloaded on every process).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { partnerRestaurant } from './get-partner-me.ts';

export const setRestaurantOpenBody = z
  .object({
    ...authFields,
    is_open: z.boolean({ error: 'is_open must be true or false' }),
  })
  .meta({ examples: [{ is_open: true }] });
export const setRestaurantOpenResponse = okResponse(partnerRestaurant);
