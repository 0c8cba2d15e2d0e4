import type { getCouponsBody } from '@khabar/domain/contracts/catalog/get-coupons';
import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Active coupons: one restaurant's (with the platform-wide ones), or all of them when no id is given. */
export const couponsQuery = (restaurantId?: number) =>
  queryOptions({
    queryKey: ['coupons', restaurantId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<CouponSummary[], typeof getCouponsBody>('get-coupons', {
        body: restaurantId ? { restaurant_id: restaurantId } : {},
        signal,
      }),
  });

export const useCoupons = (restaurantId?: number) => useQuery(couponsQuery(restaurantId));
