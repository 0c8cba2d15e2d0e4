// The restaurant console's calls (contract: packages/domain contracts/partner). Every call checks that
// the account runs the restaurant of the object; otherwise 404.
import {
  acceptOrderBody,
  acceptOrderResponse,
  getPartnerMeBody,
  getPartnerMeResponse,
  handOverOrderBody,
  handOverOrderResponse,
  itemIdParam,
  listPartnerRatingsResponse,
  listRestaurantHistoryBody,
  listRestaurantHistoryResponse,
  listRestaurantMenuBody,
  listRestaurantMenuResponse,
  listRestaurantOrdersBody,
  listRestaurantOrdersResponse,
  markOrderReadyBody,
  markOrderReadyResponse,
  orderIdParam,
  ratingIdParam,
  ratingsPageQuery,
  rejectOrderBody,
  rejectOrderResponse,
  replyToRatingBody,
  replyToRatingResponse,
  restaurantIdParam,
  type ServerLanguage,
  setItemAvailabilityBody,
  setItemAvailabilityResponse,
  setRestaurantOpenBody,
  setRestaurantOpenResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerLanguage } from '../../plugins/answer-language.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { lifecycleContextOf } from '../lifecycle/index.ts';
import { getPartnerMe } from './get-partner-me.ts';
import { listPartnerRatings } from './list-partner-ratings.ts';
import { listRestaurantHistory } from './list-restaurant-history.ts';
import { listRestaurantMenu } from './list-restaurant-menu.ts';
import { listRestaurantOrders } from './list-restaurant-orders.ts';
import { replyToRating } from './reply-to-rating.ts';
import { setItemAvailability } from './set-item-availability.ts';
import { setRestaurantOpen } from './set-restaurant-open.ts';
import { takePartnerStep } from './take-partner-step.ts';

export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const catalogDeps = () => ({
    db: app.db,
    events: app.events,
    catalog: app.catalog,
    now: app.now,
    origin: app.instanceId,
  });

  r.post(
    '/partner/me',
    { preHandler: requireUser, schema: { body: getPartnerMeBody, response: { 200: getPartnerMeResponse } } },
    async (req) => ok(await getPartnerMe({ db: app.db, catalog: app.catalog, userId: userOf(req).id })),
  );

  r.post(
    '/partner/restaurants/:restaurantId/orders',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: listRestaurantOrdersBody,
        response: { 200: listRestaurantOrdersResponse },
      },
    },
    async (req, reply) =>
      ok(
        await listRestaurantOrders({
          db: app.db,
          now: app.now,
          settings: app.config.lifecycle,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          language: answerLanguage(req, reply),
        }),
      ),
  );

  r.post(
    '/partner/restaurants/:restaurantId/history',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: listRestaurantHistoryBody,
        response: { 200: listRestaurantHistoryResponse },
      },
    },
    async (req, reply) =>
      ok(
        await listRestaurantHistory({
          db: app.db,
          now: app.now,
          settings: app.config.lifecycle,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          beforeId: req.body.before_id ?? null,
          limit: req.body.limit,
          language: answerLanguage(req, reply),
        }),
      ),
  );

  r.get(
    '/partner/restaurants/:restaurantId/ratings',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        querystring: ratingsPageQuery,
        response: { 200: listPartnerRatingsResponse },
      },
    },
    async (req) =>
      ok(
        await listPartnerRatings({
          db: app.db,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          page: req.query.page ?? 1,
        }),
      ),
  );

  r.post(
    '/partner/ratings/:ratingId/reply',
    {
      preHandler: requireUser,
      schema: { params: ratingIdParam, body: replyToRatingBody, response: { 200: replyToRatingResponse } },
    },
    async (req) =>
      ok(
        await replyToRating({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          ratingId: req.params.ratingId,
          reply: req.body.reply,
        }),
      ),
  );

  const step = (orderId: number, userId: number, language: ServerLanguage) => ({
    ...lifecycleContextOf(app),
    orderId,
    userId,
    language,
  });
  r.post(
    '/partner/orders/:orderId/accept',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: acceptOrderBody, response: { 200: acceptOrderResponse } },
    },
    async (req, reply) =>
      ok(
        await takePartnerStep({
          ...step(req.params.orderId, userOf(req).id, answerLanguage(req, reply)),
          step: 'accept',
          preparationMin: req.body.preparation_min,
        }),
      ),
  );
  r.post(
    '/partner/orders/:orderId/reject',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: rejectOrderBody, response: { 200: rejectOrderResponse } },
    },
    async (req, reply) =>
      ok(
        await takePartnerStep({
          ...step(req.params.orderId, userOf(req).id, answerLanguage(req, reply)),
          step: 'reject',
          reason: req.body.reason,
        }),
      ),
  );
  r.post(
    '/partner/orders/:orderId/ready',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: markOrderReadyBody, response: { 200: markOrderReadyResponse } },
    },
    async (req, reply) =>
      ok(
        await takePartnerStep({
          ...step(req.params.orderId, userOf(req).id, answerLanguage(req, reply)),
          step: 'ready',
        }),
      ),
  );
  r.post(
    '/partner/orders/:orderId/hand-over',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: handOverOrderBody, response: { 200: handOverOrderResponse } },
    },
    async (req, reply) =>
      ok(
        await takePartnerStep({
          ...step(req.params.orderId, userOf(req).id, answerLanguage(req, reply)),
          step: 'hand-over',
          pin: req.body.pin,
        }),
      ),
  );

  r.post(
    '/partner/restaurants/:restaurantId/open',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: setRestaurantOpenBody,
        response: { 200: setRestaurantOpenResponse },
      },
    },
    async (req) =>
      ok(
        await setRestaurantOpen({
          ...catalogDeps(),
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          isOpen: req.body.is_open,
        }),
      ),
  );
  r.post(
    '/partner/restaurants/:restaurantId/menu',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: listRestaurantMenuBody,
        response: { 200: listRestaurantMenuResponse },
      },
    },
    async (req) =>
      ok(
        await listRestaurantMenu({
          db: app.db,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
        }),
      ),
  );
  r.post(
    '/partner/items/:itemId/availability',
    {
      preHandler: requireUser,
      schema: {
        params: itemIdParam,
        body: setItemAvailabilityBody,
        response: { 200: setItemAvailabilityResponse },
      },
    },
    async (req) =>
      ok(
        await setItemAvailability({
          ...catalogDeps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          isActive: req.body.is_active,
        }),
      ),
  );
}
