// Tracking: the screen's snapshot (also its 6-second fallback when streams are unavailable).
import { getOrderTrackingBody, getOrderTrackingResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerLanguage } from '../../plugins/answer-language.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { getOrderTracking } from './get-order-tracking.ts';
import { createRouteCache } from './route-cache.ts';

export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routes = createRouteCache({ geo: app.geo, hasRouter: Boolean(app.config.geo.routerUrl) });

  r.post(
    '/get-order-tracking',
    {
      preHandler: requireUser,
      schema: { body: getOrderTrackingBody, response: { 200: getOrderTrackingResponse } },
    },
    async (req, reply) => ({
      success: true as const,
      data: await getOrderTracking({
        db: app.db,
        geo: app.geo,
        routes,
        now: app.now(),
        roadFactor: app.config.geo.roadFactor,
        userId: userOf(req).id,
        orderId: req.body.order_id,
        language: answerLanguage(req, reply),
      }),
    }),
  );
}
