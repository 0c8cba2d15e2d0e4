import type { ListAdminRatingsResponse } from '@khabar/domain/contracts/admin/ratings/list-admin-ratings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminRatingsKey = ['admin-ratings'] as const;

/**
 * GET admin/ratings?page=N (any operator): every restaurant's ratings, newest first, a page at a time,
 * a hidden comment's words included.
 */
export const useAdminRatings = () =>
  useInfiniteQuery({
    queryKey: adminRatingsKey,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ListAdminRatingsResponse>(`admin/ratings${pageParam > 1 ? `?page=${pageParam}` : ''}`, {
        method: 'GET',
        signal,
      }).then((r) => r.data),
    getNextPageParam: (last) => last.next_page,
  });
