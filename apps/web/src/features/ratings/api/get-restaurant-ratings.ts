import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import { NEXT_PAGE_HEADER } from '@khabar/domain/contracts/common/next-page-header';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiPage, retryUnlessNotFound } from '../../../lib/api-client.ts';

/**
 * GET rating/get-restaurant-ratings/{id}?page=N: what customers said, newest first, 20 a page (the
 * spec's bare array; the page after it is named in the x-next-page header); 404 for no such restaurant.
 * The key starts with 'ratings': a customer's new rating reloads every list of them.
 */
export const useRestaurantRatings = (restaurantId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['ratings', restaurantId],
    enabled,
    retry: retryUnlessNotFound,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiPage<RatingEntry[]>(
        `rating/get-restaurant-ratings/${restaurantId}${pageParam > 1 ? `?page=${pageParam}` : ''}`,
        NEXT_PAGE_HEADER,
        { method: 'GET', signal },
      ),
    getNextPageParam: (last) => last.nextPage,
  });
