import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Active coupons: one restaurant's (with the platform-wide ones), or all of them when no id is given. */
export const useCoupons = (restaurantId?: number) =>
  useQuery({
    queryKey: ['coupons', restaurantId ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<CouponSummary[]>('get-coupons', {
        body: restaurantId ? { restaurant_id: restaurantId } : {},
        signal,
      }),
  });
