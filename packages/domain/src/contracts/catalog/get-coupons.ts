// POST /api/get-coupons: the active coupons of one restaurant (with the platform-wide ones), or all
// active coupons when restaurant_id is absent (the offers page).
import { z } from 'zod';
import { optionalBody } from '../common/envelope.ts';
import { couponSummary } from './restaurant.ts';

export const getCouponsBody = optionalBody(
  z.object({ restaurant_id: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
);
export const getCouponsResponse = z.array(couponSummary);
