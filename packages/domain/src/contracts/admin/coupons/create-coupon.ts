// POST /api/admin/coupons/create { code, name, description, restaurant_id, discount_type,
// discount_value, upto_amount, min_order_amount, max_uses_per_user, max_uses_total, first_order_only,
// starts_at, ends_at } -> the coupon
// (admins only). The code is unique (409 when taken); restaurant_id null makes a platform coupon.
// Customers' carts see it at once.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import {
  adminCoupon,
  couponCode,
  couponDescription,
  couponMoment,
  couponName,
  discountType,
  discountValue,
  discountValueProblem,
  ENDS_MESSAGE,
  firstOrderOnly,
  maxUsesPerUser,
  maxUsesTotal,
  rupeeAmount,
} from './coupon-fields.ts';

const orNull = <T>(v: T | null | undefined) => v ?? null;

export const createCouponBody = z
  .object({
    ...authFields,
    code: couponCode,
    name: couponName,
    description: couponDescription.default(''),
    restaurant_id: idInput('restaurant_id').nullish().transform(orNull),
    discount_type: discountType,
    discount_value: discountValue,
    upto_amount: rupeeAmount('upto_amount', 1).nullish().transform(orNull),
    min_order_amount: rupeeAmount('min_order_amount', 0),
    max_uses_per_user: maxUsesPerUser.nullish().transform(orNull),
    max_uses_total: maxUsesTotal.nullish().transform(orNull),
    first_order_only: firstOrderOnly.nullish().transform((v) => v ?? false),
    starts_at: couponMoment('starts_at').nullish().transform(orNull),
    ends_at: couponMoment('ends_at').nullish().transform(orNull),
  })
  .superRefine((d, ctx) => {
    const problem = discountValueProblem(d.discount_type, d.discount_value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['discount_value'] });
    if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) {
      ctx.addIssue({ code: 'custom', message: ENDS_MESSAGE, path: ['ends_at'] });
    }
  })
  .meta({
    examples: [
      {
        code: 'BIRYANI10',
        name: 'Ten off biryani',
        description: '10% off, up to 100 rupees',
        restaurant_id: 1,
        discount_type: 'PERCENTAGE',
        discount_value: 10,
        upto_amount: 100,
        min_order_amount: 199,
        max_uses_per_user: 1,
        max_uses_total: 1,
        first_order_only: false,
        starts_at: null,
        ends_at: null,
      },
    ],
  });
export type CreateCouponBody = z.infer<typeof createCouponBody>;
export const createCouponResponse = okResponse(adminCoupon);
