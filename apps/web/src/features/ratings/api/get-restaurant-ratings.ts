import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

/** GET rating/get-restaurant-ratings/{id}: what customers said, newest first; 404 for no such restaurant. */
export const useRestaurantRatings = (restaurantId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ratings', restaurantId],
    enabled,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<RatingEntry[]>(`rating/get-restaurant-ratings/${restaurantId}`, { method: 'GET', signal }),
  });
