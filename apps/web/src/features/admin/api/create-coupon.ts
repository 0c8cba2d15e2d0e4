import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { createCouponBody } from '@khabar/domain/contracts/admin/coupons/create-coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CouponFields } from '../coupon-values.ts';
import { adminCouponsKey } from './list-admin-coupons.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/coupons/create (admins only): the coupon, in customers' carts at once. A code another
 * coupon has is a 409.
 */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ is_active: _on, ...body }: CouponFields) =>
      apiRequest<{ data: AdminCoupon }, typeof createCouponBody>('admin/coupons/create', { body }).then(
        (r) => r.data,
      ),
    onSuccess: (created) =>
      client.setQueryData<AdminCoupon[]>(adminCouponsKey, (list) => list && [created, ...list]),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCouponsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
