// POST /api/admin/coupons -> every coupon, platform-wide and per restaurant, active or ended, newest
// first, with its uses (admins only).
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { adminCoupon } from './coupon-fields.ts';

export const listAdminCouponsBody = emptyBody;
export const listAdminCouponsResponse = okResponse(z.array(adminCoupon));
