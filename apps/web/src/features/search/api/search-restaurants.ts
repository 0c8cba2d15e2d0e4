import type {
  SearchRestaurantsResponse,
  searchRestaurantsBody,
} from '@khabar/domain/contracts/catalog/search-restaurants';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST search-restaurants: restaurants and dishes whose names hold `q`, nearest first, a page at a
 * time. `data` joins every page fetched so far; `fetchNextPage` brings the next while `hasNextPage`.
 */
export function useSearchRestaurants(q: string, here: { lat: number; lng: number } | undefined) {
  return useInfiniteQuery({
    queryKey: ['search', q, here?.lat, here?.lng],
    // Without a chosen place, search waits for the city centre from the configuration.
    enabled: q.length > 0 && here !== undefined,
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      apiRequest<SearchRestaurantsResponse, typeof searchRestaurantsBody>('search-restaurants', {
        body: { q, latitude: here?.lat, longitude: here?.lng, ...(pageParam > 1 ? { page: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.next_page,
    select: (d) => ({
      restaurants: d.pages.flatMap((p) => p.restaurants),
      items: d.pages.flatMap((p) => p.items),
    }),
  });
}
