// The photo uploads (contracts: packages/domain contracts/images), multipart with one file named
// `photo` and the `version` read. The login (Bearer header) is checked before a byte of the form is
// read; each service checks who may, exactly as the menu editor and the back office do.
import fastifyMultipart from '@fastify/multipart';
import {
  captainIdParam,
  dishIdParam,
  photoFormFields,
  restaurantIdParam,
  slideIdParam,
  uploadCaptainPhotoResponse,
  uploadDishPhotoResponse,
  uploadRestaurantPhotoResponse,
  uploadSlidePhotoResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multipartForm } from '../../plugins/openapi.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { PHOTO_FORM_LIMITS, photoFormOf, readPhotoForm } from './read-photo-form.ts';
import { uploadCaptainPhoto } from './upload-captain-photo.ts';
import { uploadDishPhoto } from './upload-dish-photo.ts';
import { uploadRestaurantPhoto } from './upload-restaurant-photo.ts';
import { uploadSlidePhoto } from './upload-slide-photo.ts';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: PHOTO_FORM_LIMITS });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const preHandler = [requireUser, readPhotoForm];
  // The form is read by readPhotoForm: its fields are documented here, and checked there.
  const config = { openapi: multipartForm(photoFormFields, { photo: 'required', example: { version: 3 } }) };
  const deps = () => ({
    db: app.db,
    events: app.events,
    catalog: app.catalog,
    now: app.now,
    origin: app.instanceId,
    dataDir: app.config.dataDir,
  });

  r.post(
    '/menu-editor/dishes/:itemId/photo',
    { preHandler, config, schema: { params: dishIdParam, response: { 200: uploadDishPhotoResponse } } },
    async (req) =>
      ok(
        await uploadDishPhoto({
          ...deps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          ...photoFormOf(req),
        }),
      ),
  );
  r.post(
    '/admin/restaurants/:restaurantId/photo',
    {
      preHandler,
      config,
      schema: { params: restaurantIdParam, response: { 200: uploadRestaurantPhotoResponse } },
    },
    async (req) =>
      ok(
        await uploadRestaurantPhoto({
          ...deps(),
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          ...photoFormOf(req),
        }),
      ),
  );
  r.post(
    '/admin/captains/:captainId/photo',
    { preHandler, config, schema: { params: captainIdParam, response: { 200: uploadCaptainPhotoResponse } } },
    async (req) =>
      ok(
        await uploadCaptainPhoto({
          db: app.db,
          now: app.now,
          dataDir: app.config.dataDir,
          userId: userOf(req).id,
          captainId: req.params.captainId,
          ...photoFormOf(req),
        }),
      ),
  );
  r.post(
    '/admin/promo-slides/:slideId/photo',
    { preHandler, config, schema: { params: slideIdParam, response: { 200: uploadSlidePhotoResponse } } },
    async (req) =>
      ok(
        await uploadSlidePhoto({
          ...deps(),
          userId: userOf(req).id,
          slideId: req.params.slideId,
          ...photoFormOf(req),
        }),
      ),
  );
}
