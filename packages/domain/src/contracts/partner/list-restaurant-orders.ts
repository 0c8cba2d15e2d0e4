// POST /api/partner/restaurants/:restaurantId/orders { scope } -> PartnerOrder[], newest first.
// active: placed, preparing, captain assigned, ready for pickup; history: picked up (on the way),
// delivered and cancelled in the last 24 hours.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { dbId, okResponse } from '../common/lifecycle-fields.ts';
import { partnerOrder } from './partner-order.ts';

export const restaurantIdParam = z.object({ restaurantId: dbId });
export const listRestaurantOrdersBody = z.preprocess(
  (v) => v ?? {},
  z.object({ ...authFields, scope: z.enum(['active', 'history']).default('active') }),
);
export type OrdersScope = 'active' | 'history';
export const listRestaurantOrdersResponse = okResponse(z.array(partnerOrder));
