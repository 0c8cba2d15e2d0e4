// POST /api/partner/items/:itemId/availability { is_active } -> PartnerMenuItem. An unavailable dish
// is dimmed on the customer menu and refused in carts at once.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { dbId, okResponse } from '../common/lifecycle-fields.ts';
import { partnerMenuItem } from './list-restaurant-menu.ts';

export const itemIdParam = z.object({ itemId: dbId }).meta({ examples: [{ itemId: 1 }] });
export const setItemAvailabilityBody = z
  .object({
    ...authFields,
    is_active: z.boolean({ error: 'is_active must be true or false' }),
  })
  .meta({ examples: [{ is_active: true }] });
export const setItemAvailabilityResponse = okResponse(partnerMenuItem);
