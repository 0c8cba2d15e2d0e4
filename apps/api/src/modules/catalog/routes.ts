import {
  getCouponsBody,
  getCouponsResponse,
  getRestaurantInfoResponse,
  getRestaurantItemsResponse,
  getRestaurantsNearBody,
  getRestaurantsNearResponse,
  getSelfPickupRestaurantsBody,
  NEXT_PAGE_HEADER,
  promoSliderResponse,
  searchRestaurantsBody,
  searchRestaurantsResponse,
  slugParam,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerLanguage } from '../../plugins/answer-language.ts';
import { sendEncoded } from '../../plugins/encoded-answer.ts';
import { getRestaurantInfo } from './get-restaurant-info.ts';
import { getRestaurantMenu } from './get-restaurant-menu.ts';
import { listCoupons } from './list-coupons.ts';
import { listPromoSlides } from './list-promo-slides.ts';
import { listRestaurantsNear } from './list-restaurants-near.ts';
import { searchCatalog } from './search-catalog.ts';

const json = 'application/json; charset=utf-8';

/** The answers are pre-encoded bytes (decision 002): their schemas are for the document only. */
const answer = (schema: unknown) => ({ openapi: { response: { 200: schema } } });

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalog = app.catalog;

  r.post(
    '/get-delivery-restaurants',
    { schema: { body: getRestaurantsNearBody }, config: answer(getRestaurantsNearResponse) },
    async (req, reply) => {
      const { latitude: lat, longitude: lng } = req.body;
      const language = answerLanguage(req, reply);
      return sendEncoded(reply, await listRestaurantsNear({ catalog, mode: 'delivery', lat, lng, language }));
    },
  );

  r.post(
    '/get-selfpickup-restaurants',
    {
      schema: { body: getSelfPickupRestaurantsBody },
      config: {
        openapi: {
          response: {
            200: {
              description: `A page of restaurants; the ${NEXT_PAGE_HEADER} header names the next page, absent on the last.`,
              content: { 'application/json': { schema: getRestaurantsNearResponse } },
            },
          },
        },
      },
    },
    async (req, reply) => {
      const { latitude: lat, longitude: lng, page } = req.body;
      const language = answerLanguage(req, reply);
      return sendEncoded(
        reply,
        await listRestaurantsNear({ catalog, mode: 'pickup', lat, lng, page, language }),
      );
    },
  );

  r.post('/promo-slider', { config: answer(promoSliderResponse) }, async (_req, reply) =>
    sendEncoded(reply, await listPromoSlides({ db: app.db, catalog, now: app.now })),
  );

  r.post(
    '/search-restaurants',
    { schema: { body: searchRestaurantsBody }, config: answer(searchRestaurantsResponse) },
    async (req, reply) =>
      sendEncoded(
        reply,
        await searchCatalog({
          catalog,
          q: req.body.q,
          lat: req.body.latitude ?? app.config.map.centre.lat,
          lng: req.body.longitude ?? app.config.map.centre.lng,
          page: req.body.page,
          language: answerLanguage(req, reply),
        }),
      ),
  );

  r.post(
    '/get-restaurant-info/:slug',
    { schema: { params: slugParam }, config: answer(getRestaurantInfoResponse) },
    async (req, reply) =>
      reply
        .type(json)
        .send(getRestaurantInfo({ catalog, slug: req.params.slug, language: answerLanguage(req, reply) })),
  );

  r.post(
    '/get-restaurant-items/:slug',
    { schema: { params: slugParam }, config: answer(getRestaurantItemsResponse) },
    async (req, reply) =>
      sendEncoded(reply, await getRestaurantMenu({ db: app.db, catalog, slug: req.params.slug })),
  );

  r.post(
    '/get-coupons',
    { schema: { body: getCouponsBody }, config: answer(getCouponsResponse) },
    async (req, reply) =>
      sendEncoded(
        reply,
        await listCoupons({
          db: app.db,
          catalog,
          restaurantId: req.body.restaurant_id ?? undefined,
          now: app.now(),
        }),
      ),
  );
}
