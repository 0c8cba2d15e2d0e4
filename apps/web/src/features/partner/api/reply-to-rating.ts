import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import type { RestaurantRatingsPage } from '@khabar/domain/contracts/partner/list-partner-ratings';
import type { replyToRatingBody } from '@khabar/domain/contracts/partner/reply-to-rating';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { partnerRatingsKey } from './list-partner-ratings.ts';

/**
 * POST partner/ratings/:ratingId/reply `{ reply }`: the restaurant's one reply, shown under the rating
 * here and on the public page (a second reply: 409 with the server's words).
 */
export function useReplyToRating(restaurantId: number) {
  const client = useQueryClient();
  const key = partnerRatingsKey(restaurantId);
  return useMutation({
    mutationFn: ({ ratingId, reply }: { ratingId: number; reply: string }) =>
      apiRequest<{ data: RatingEntry }, typeof replyToRatingBody>(`partner/ratings/${ratingId}/reply`, {
        body: { reply },
      }).then((r) => r.data),
    onSuccess: (entry) =>
      client.setQueryData<InfiniteData<RestaurantRatingsPage, number>>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                ratings: p.ratings.map((r) => (r.id === entry.id ? entry : r)),
              })),
            }
          : data,
      ),
    // A refusal (replied already, from another screen) reads the list again, so that reply shows; the
    // public list ('ratings', ...) shows the new reply next time it is opened.
    onError: () => client.invalidateQueries({ queryKey: key }),
    onSettled: () => client.invalidateQueries({ queryKey: ['ratings'] }),
  });
}
