// The back office's ratings (contracts: packages/domain contracts/admin/ratings/): any operator may
// read them and hide an abusive comment.
import {
  hideRatingCommentBody,
  hideRatingCommentResponse,
  listAdminRatingsResponse,
  ratingIdParam,
  ratingsPageQuery,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { hideRatingComment } from './hide-rating-comment.ts';
import { listAdminRatings } from './list-admin-ratings.ts';

export async function ratingAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get(
    '/admin/ratings',
    {
      preHandler: requireUser,
      schema: { querystring: ratingsPageQuery, response: { 200: listAdminRatingsResponse } },
    },
    async (req) =>
      ok(await listAdminRatings({ db: app.db, userId: userOf(req).id, page: req.query.page ?? 1 })),
  );
  r.post(
    '/admin/ratings/:ratingId/hide',
    {
      preHandler: requireUser,
      schema: {
        params: ratingIdParam,
        body: hideRatingCommentBody,
        response: { 200: hideRatingCommentResponse },
      },
    },
    async (req) =>
      ok(
        await hideRatingComment({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          ratingId: req.params.ratingId,
          reason: req.body.reason,
        }),
      ),
  );
}
