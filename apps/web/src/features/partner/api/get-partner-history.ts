import type { listRestaurantHistoryBody } from '@khabar/domain/contracts/partner/list-restaurant-history';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { partnerHistoryKey, type RestaurantHistory } from './partner-order.ts';

const historyQuery = (restaurantId: number) =>
  infiniteQueryOptions({
    queryKey: partnerHistoryKey(restaurantId),
    // Read again each time the tab opens: orders leave the kitchen all day.
    staleTime: 0,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ data: RestaurantHistory }, typeof listRestaurantHistoryBody>(
        `partner/restaurants/${restaurantId}/history`,
        {
          signal,
          body: { before_id: pageParam },
        },
      ).then((r) => r.data),
    getNextPageParam: (last) => last.next_before_id,
  });

/**
 * What left the kitchen in the last 24 hours, newest first, a page at a time (POST
 * partner/restaurants/:id/history): each "Show more" asks for the orders after the last one shown.
 * The day's counts come with every page.
 */
export const usePartnerHistory = (restaurantId: number) => useInfiniteQuery(historyQuery(restaurantId));
