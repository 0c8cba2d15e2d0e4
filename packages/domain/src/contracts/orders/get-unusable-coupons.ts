// POST /api/get-unusable-coupons { restaurant_id? }: the live coupons (of that restaurant and the
// platform's, or all) the caller can no longer use, and why: used already, only for a first order, or
// every use taken. A guest learns only the last; a customer all three (docs/product.md, Cart and checkout).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { idInput } from '../common/strict-inputs.ts';

export const getUnusableCouponsBody = optionalBody(
  z.object({ ...authFields, restaurant_id: idInput('restaurant_id').nullish() }),
).meta({ examples: [{ restaurant_id: 1 }] });

export const unusableCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  reason: z.enum(['used', 'first-order', 'used-up']),
  message: z.string(),
});
export type UnusableCoupon = z.infer<typeof unusableCoupon>;

export const getUnusableCouponsResponse = z.object({
  success: z.literal(true),
  data: z.array(unusableCoupon),
});
