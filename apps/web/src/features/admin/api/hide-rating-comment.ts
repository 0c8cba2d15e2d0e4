import type { hideRatingCommentBody } from '@khabar/domain/contracts/admin/ratings/hide-rating-comment';
import type {
  AdminRatingEntry,
  ListAdminRatingsResponse,
} from '@khabar/domain/contracts/admin/ratings/list-admin-ratings';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { replaceById } from '../list-cache.ts';
import { adminRatingsKey } from './list-admin-ratings.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/ratings/:ratingId/hide `{ reason }` (any operator): the comment leaves the public page and
 * the restaurant's console; the stars and chips stay. The reason goes to the audit log; hidden already
 * is a 409.
 */
export function useHideRatingComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, reason }: { ratingId: number; reason: string }) =>
      apiRequest<{ data: AdminRatingEntry }, typeof hideRatingCommentBody>(`admin/ratings/${ratingId}/hide`, {
        body: { reason },
      }).then((r) => r.data),
    onSuccess: (entry) =>
      client.setQueryData<InfiniteData<ListAdminRatingsResponse['data'], number>>(adminRatingsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, ratings: replaceById(p.ratings, entry) ?? [] })),
            }
          : data,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: auditKey }),
        // The public list of the restaurant, if this browser has it.
        client.invalidateQueries({ queryKey: ['ratings'] }),
      ]),
  });
}
