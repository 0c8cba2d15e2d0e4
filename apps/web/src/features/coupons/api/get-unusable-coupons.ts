import type {
  getUnusableCouponsBody,
  UnusableCoupon,
} from '@khabar/domain/contracts/orders/get-unusable-coupons';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';

/**
 * POST get-unusable-coupons: the coupons of this cart's restaurant the caller can no longer use, and
 * why (a guest learns only of coupons whose every use is taken). Asked afresh each time: uses grow.
 */
export function useUnusableCoupons(restaurantId: number | undefined) {
  const user = useUser();
  return useQuery({
    queryKey: ['unusable-coupons', user?.id ?? null, restaurantId ?? null],
    enabled: restaurantId !== undefined,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: UnusableCoupon[] }, typeof getUnusableCouponsBody>('get-unusable-coupons', {
        body: { restaurant_id: restaurantId },
        signal,
      }).then((r) => r.data),
  });
}
