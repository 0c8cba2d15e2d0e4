// POST /api/get-coupons: the active coupons of one restaurant (with the platform-wide ones), or all
// active coupons when restaurant_id is absent (the offers page).
import { z } from 'zod';
import { optionalBody } from '../common/envelope.ts';
import { idInput } from '../common/strict-inputs.ts';
import { couponSummary } from './restaurant.ts';

export const getCouponsBody = optionalBody(
  z.object({ restaurant_id: idInput('restaurant_id').nullish() }),
).meta({ examples: [{ restaurant_id: 1 }] });
export const getCouponsResponse = z.array(couponSummary);
