// POST /api/admin/coupons/:couponId/end { version } -> the coupon, ended: inactive, and its end moved to
// now unless it already ended (admins only). Never deleted: the orders that used it keep it.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminCoupon, couponVersion } from './coupon-fields.ts';

export const endCouponBody = z
  .object({ ...authFields, version: couponVersion })
  .meta({ examples: [{ version: 1 }] });
export const endCouponResponse = okResponse(adminCoupon);
