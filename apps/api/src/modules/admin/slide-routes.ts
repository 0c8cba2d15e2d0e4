// The back office's promo-slide calls (contracts: packages/domain contracts/admin/slides/). Only an
// admin may list or change them (each service checks who asks). The photo is uploaded
// through the image pipeline (modules/images).
import {
  createSlideBody,
  createSlideResponse,
  listAdminSlidesBody,
  listAdminSlidesResponse,
  moveSlideBody,
  moveSlideResponse,
  removeSlideBody,
  removeSlideResponse,
  slideIdParam,
  updateSlideBody,
  updateSlideResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { createSlide } from './create-slide.ts';
import { listAdminSlides } from './list-admin-slides.ts';
import { moveSlide } from './move-slide.ts';
import { removeSlide } from './remove-slide.ts';
import { updateSlide } from './update-slide.ts';

export async function slideAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const deps = () => ({
    db: app.db,
    events: app.events,
    catalog: app.catalog,
    now: app.now,
    origin: app.instanceId,
  });

  r.post(
    '/admin/promo-slides',
    {
      preHandler: requireUser,
      schema: { body: listAdminSlidesBody, response: { 200: listAdminSlidesResponse } },
    },
    async (req) => ok(await listAdminSlides({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/promo-slides/create',
    { preHandler: requireUser, schema: { body: createSlideBody, response: { 200: createSlideResponse } } },
    async (req) => {
      const { token: _t, user_id: _u, ...slide } = req.body;
      return ok(await createSlide({ ...deps(), userId: userOf(req).id, slide }));
    },
  );
  r.post(
    '/admin/promo-slides/:slideId',
    {
      preHandler: requireUser,
      schema: { params: slideIdParam, body: updateSlideBody, response: { 200: updateSlideResponse } },
    },
    async (req) => {
      const { token: _t, user_id: _u, version, ...changes } = req.body;
      return ok(
        await updateSlide({
          ...deps(),
          userId: userOf(req).id,
          slideId: req.params.slideId,
          version,
          changes,
        }),
      );
    },
  );
  r.post(
    '/admin/promo-slides/:slideId/move',
    {
      preHandler: requireUser,
      schema: { params: slideIdParam, body: moveSlideBody, response: { 200: moveSlideResponse } },
    },
    async (req) =>
      ok(
        await moveSlide({
          ...deps(),
          userId: userOf(req).id,
          slideId: req.params.slideId,
          version: req.body.version,
          position: req.body.position,
        }),
      ),
  );
  r.post(
    '/admin/promo-slides/:slideId/remove',
    {
      preHandler: requireUser,
      schema: { params: slideIdParam, body: removeSlideBody, response: { 200: removeSlideResponse } },
    },
    async (req) =>
      ok(
        await removeSlide({
          ...deps(),
          userId: userOf(req).id,
          slideId: req.params.slideId,
          version: req.body.version,
        }),
      ),
  );
}
