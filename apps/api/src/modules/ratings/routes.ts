// Ratings after the meal (issue 26): a restaurant's public ratings, and a customer rating their order.
import {
  getOrderRatingResponse,
  getRatingDueResponse,
  getRestaurantRatingsResponse,
  idParam,
  NEXT_PAGE_HEADER,
  orderRatingParams,
  rateOrderBody,
  rateOrderResponse,
  ratingsPageQuery,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { getOrderRating } from './get-order-rating.ts';
import { getRatingDue } from './get-rating-due.ts';
import { listRestaurantRatings } from './list-restaurant-ratings.ts';
import { rateOrder } from './rate-order.ts';

export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rating/get-restaurant-ratings/:restaurant_id',
    {
      schema: {
        params: z.object({ restaurant_id: idParam.shape.id }).meta({ examples: [{ restaurant_id: 1 }] }),
        querystring: ratingsPageQuery,
      },
      // Returned as the spec's bare array, not through the serializer: its schema is the document's.
      config: {
        openapi: {
          response: {
            200: {
              description: `A page of ratings; the ${NEXT_PAGE_HEADER} header names the next page, absent on the last.`,
              content: { 'application/json': { schema: getRestaurantRatingsResponse } },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { entries, nextPage } = await listRestaurantRatings({
        db: app.db,
        restaurantId: req.params.restaurant_id,
        page: req.query.page ?? 1,
      });
      if (nextPage) reply.header(NEXT_PAGE_HEADER, String(nextPage));
      return entries;
    },
  );

  r.get(
    '/orders/rating-due',
    { preHandler: requireUser, schema: { response: { 200: getRatingDueResponse } } },
    async (req) => ({
      success: true as const,
      data: await getRatingDue({ db: app.db, userId: userOf(req).id, now: app.now() }),
    }),
  );

  r.get(
    '/orders/:orderId/rating',
    {
      preHandler: requireUser,
      schema: { params: orderRatingParams, response: { 200: getOrderRatingResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await getOrderRating({
        db: app.db,
        userId: userOf(req).id,
        orderId: req.params.orderId,
        now: app.now(),
      }),
    }),
  );

  r.put(
    '/orders/:orderId/rating',
    {
      preHandler: requireUser,
      schema: { params: orderRatingParams, body: rateOrderBody, response: { 200: rateOrderResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await rateOrder({
        db: app.db,
        events: app.events,
        catalog: app.catalog,
        now: app.now,
        origin: app.instanceId,
        userId: userOf(req).id,
        orderId: req.params.orderId,
        body: req.body,
      }),
    }),
  );
}
