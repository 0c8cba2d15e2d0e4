import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../lib/api-client.ts';

export const useRestaurantInfo = (slug: string) =>
  useQuery({
    queryKey: ['restaurant', slug],
    queryFn: ({ signal }) =>
      apiRequest<Restaurant>(`get-restaurant-info/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessNotFound,
  });

export const useRestaurantItems = (slug: string) =>
  useQuery({
    queryKey: ['restaurant-items', slug],
    queryFn: ({ signal }) =>
      apiRequest<GetRestaurantItemsResponse>(`get-restaurant-items/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessNotFound,
  });
