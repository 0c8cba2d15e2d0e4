import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import type { endCouponBody } from '@khabar/domain/contracts/admin/coupons/end-coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import { adminCouponsKey } from './list-admin-coupons.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/coupons/:couponId/end `{ version }` (admins only): switched off, its end moved to now.
 * Never deleted: the orders that used it keep it.
 */
export function useEndCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, version }: { couponId: number; version: number }) =>
      apiRequest<{ data: AdminCoupon }, typeof endCouponBody>(`admin/coupons/${couponId}/end`, {
        body: { version },
      }).then((r) => r.data),
    onSuccess: (ended) =>
      client.setQueryData<AdminCoupon[]>(adminCouponsKey, (list) => replaceById(list, ended)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminCouponsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
