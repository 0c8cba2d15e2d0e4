import type { FastifyInstance } from 'fastify';
import { checkHealth } from './check-health.ts';
import { toPublicConfig } from './to-public-config.ts';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  const publicConfig = toPublicConfig(app.config);

  app.get('/config', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  );

  app.get('/health', async (_req, reply) => {
    const health = await checkHealth({
      db: app.db,
      dbKind: app.dbKind,
      catalog: app.catalog,
      sms: app.smsBudget.snapshot(),
    });
    return reply.status(health.ok ? 200 : 503).send(health.body);
  });
}
