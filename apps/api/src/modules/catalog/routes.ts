import {
  getCouponsBody,
  getRestaurantsNearBody,
  idParam,
  searchRestaurantsBody,
  slugParam,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';
import { getRestaurantMenu } from './get-restaurant-menu.ts';
import { listCoupons } from './list-coupons.ts';
import { listPromoSlides } from './list-promo-slides.ts';
import { listRatings } from './list-ratings.ts';
import { searchCatalog } from './search-catalog.ts';

const DEFAULT_CENTRE = { lat: 22.5726, lng: 88.3639 };
const json = 'application/json; charset=utf-8';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalog = app.catalog;

  r.post('/get-delivery-restaurants', { schema: { body: getRestaurantsNearBody } }, async (req, reply) => {
    const found = catalog.deliveringTo(req.body.latitude, req.body.longitude);
    return reply.type(json).send(catalog.serialiseListBytes(found, 'delivery'));
  });

  r.post('/get-selfpickup-restaurants', { schema: { body: getRestaurantsNearBody } }, async (req, reply) => {
    const found = catalog.near(req.body.latitude, req.body.longitude);
    return reply.type(json).send(catalog.serialiseListBytes(found, 'pickup'));
  });

  r.post('/promo-slider', async () => ({ mainSlides: await listPromoSlides({ db: app.db }) }));

  r.post('/search-restaurants', { schema: { body: searchRestaurantsBody } }, async (req, reply) => {
    const body = await searchCatalog({
      db: app.db,
      catalog,
      q: req.body.q,
      lat: req.body.latitude ?? DEFAULT_CENTRE.lat,
      lng: req.body.longitude ?? DEFAULT_CENTRE.lng,
    });
    return reply.type(json).send(body);
  });

  r.post('/get-restaurant-info/:slug', { schema: { params: slugParam } }, async (req, reply) => {
    const entry = catalog.bySlugOrNull(req.params.slug);
    if (!entry) throw notFound('Restaurant not found');
    return reply.type(json).send(catalog.serialise(entry, null));
  });

  r.post('/get-restaurant-items/:slug', { schema: { params: slugParam } }, async (req) =>
    getRestaurantMenu({ db: app.db, slug: req.params.slug }),
  );

  r.post('/get-coupons', { schema: { body: getCouponsBody } }, async (req) =>
    listCoupons({ db: app.db, restaurantId: req.body.restaurant_id, now: app.now() }),
  );

  r.get(
    '/rating/get-restaurant-ratings/:restaurant_id',
    { schema: { params: z.object({ restaurant_id: idParam.shape.id }) } },
    async (req) => listRatings({ db: app.db, restaurantId: req.params.restaurant_id }),
  );
}
