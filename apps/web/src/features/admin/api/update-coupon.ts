import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { updateCouponBody } from '@khabar/domain/contracts/admin/coupons/update-coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { CouponChanges } from '../coupon-values.ts';
import { replaceById } from '../list-cache.ts';
import { adminCouponsKey } from './list-admin-coupons.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/coupons/:couponId `{ version, ...changes }` (admins only; never the code). A save naming
 * an older version is a 409: someone else saved first.
 */
export function useUpdateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      couponId,
      version,
      changes,
    }: {
      couponId: number;
      version: number;
      changes: CouponChanges;
    }) =>
      apiRequest<{ data: AdminCoupon }, typeof updateCouponBody>(`admin/coupons/${couponId}`, {
        body: { version, ...changes },
      }).then((r) => r.data),
    onSuccess: (saved) =>
      client.setQueryData<AdminCoupon[]>(adminCouponsKey, (list) => replaceById(list, saved)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCouponsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
