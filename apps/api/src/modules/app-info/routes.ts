import { appConfig, healthResponse, unhealthyResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import { checkHealth } from './check-health.ts';
import { toPublicConfig } from './to-public-config.ts';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  // The business settings an admin changes (tax, limits, support contacts) are in it: made from the
  // settings in force on each call (a small object), and kept by browsers for a minute only.
  app.get('/config', { config: { openapi: { response: { 200: appConfig } } } }, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=60')
      .send(toPublicConfig({ c: app.config, live: app.settings.current() })),
  );

  app.get(
    '/health',
    { config: { openapi: { response: { 200: healthResponse, 503: unhealthyResponse } } } },
    async (_req, reply) => {
      const health = await checkHealth({
        db: app.db,
        dbKind: app.dbKind,
        catalog: app.catalog,
        sms: app.smsBudget.snapshot(),
      });
      return reply.status(health.ok ? 200 : 503).send(health.body);
    },
  );
}
