// POST /api/admin/coupons/:couponId { version, ...any field but the code } -> the coupon (admins only).
// A save names the version it read: another admin's save in between is a 409, never overwritten.
// discount_type changes only with its discount_value; fields left out keep their value.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import {
  adminCoupon,
  couponDescription,
  couponMoment,
  couponName,
  couponVersion,
  discountType,
  discountValue,
  discountValueProblem,
  ENDS_MESSAGE,
  firstOrderOnly,
  maxUsesPerUser,
  maxUsesTotal,
  rupeeAmount,
} from './coupon-fields.ts';

export const couponIdParam = z
  .object({ couponId: idInput('couponId') })
  .meta({ examples: [{ couponId: 1 }] });

export const updateCouponBody = z
  .object({
    ...authFields,
    version: couponVersion,
    name: couponName.optional(),
    description: couponDescription.optional(),
    restaurant_id: idInput('restaurant_id').nullable().optional(),
    discount_type: discountType.optional(),
    discount_value: discountValue.optional(),
    upto_amount: rupeeAmount('upto_amount', 1).nullable().optional(),
    min_order_amount: rupeeAmount('min_order_amount', 0).optional(),
    max_uses_per_user: maxUsesPerUser.nullable().optional(),
    max_uses_total: maxUsesTotal.nullable().optional(),
    first_order_only: firstOrderOnly.optional(),
    starts_at: couponMoment('starts_at').nullable().optional(),
    ends_at: couponMoment('ends_at').nullable().optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.discount_type !== undefined && d.discount_value === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'discount_value must be sent with discount_type',
        path: ['discount_value'],
      });
    }
    const problem =
      d.discount_type !== undefined && d.discount_value !== undefined
        ? discountValueProblem(d.discount_type, d.discount_value)
        : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['discount_value'] });
    if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) {
      ctx.addIssue({ code: 'custom', message: ENDS_MESSAGE, path: ['ends_at'] });
    }
  })
  .meta({
    examples: [
      {
        version: 1,
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
        is_active: true,
      },
    ],
  });
export type UpdateCouponBody = z.infer<typeof updateCouponBody>;
export const updateCouponResponse = okResponse(adminCoupon);
