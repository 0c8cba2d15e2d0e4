import type { RestaurantRatingsPage } from '@khabar/domain/contracts/partner/list-partner-ratings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The console's ratings of one restaurant; a reply is written into it. */
export const partnerRatingsKey = (restaurantId: number) => ['partner-ratings', restaurantId] as const;

/**
 * GET partner/restaurants/:id/ratings?page=N: what customers said of this restaurant, newest first, a
 * page at a time, each page with the restaurant's figure and count.
 */
export const usePartnerRatings = (restaurantId: number) =>
  useInfiniteQuery({
    queryKey: partnerRatingsKey(restaurantId),
    // Read again each time the tab opens: customers rate all day.
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ data: RestaurantRatingsPage }>(
        `partner/restaurants/${restaurantId}/ratings${pageParam > 1 ? `?page=${pageParam}` : ''}`,
        { method: 'GET', signal },
      ).then((r) => r.data),
    getNextPageParam: (last) => last.next_page,
  });
