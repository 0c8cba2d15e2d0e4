import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminCouponsKey = ['admin-coupons'] as const;

const adminCouponsQuery = queryOptions({
  queryKey: adminCouponsKey,
  // Uses grow as customers order: read afresh each time the list opens.
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: AdminCoupon[] }>('admin/coupons', { signal }).then((r) => r.data),
});

/** Every coupon, platform-wide and per restaurant, active or ended, newest first (POST admin/coupons). */
export const useAdminCoupons = () => useQuery(adminCouponsQuery);
