// GET /metrics for Prometheus (decision 032): outside /api (a scraper's path, not the app's), never
// the web app's page fallback, and behind METRICS_TOKEN when one is set. In production without a
// token it answers as an unknown path does.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { fileAnswer } from '../../plugins/openapi.ts';
import { checkMetricsAccess } from './check-metrics-access.ts';
import type { AppMetrics } from './create-app-metrics.ts';

export async function metricsRoutes(app: FastifyInstance, { metrics }: { metrics: AppMetrics }) {
  const openapi = { response: { 200: fileAnswer('text/plain', "Prometheus' text format (0.0.4).") } };
  app.get('/metrics', { config: { openapi } }, async (req, reply) => {
    const access = checkMetricsAccess({
      token: app.config.metrics.token,
      production: app.config.production,
      authorization: req.headers.authorization,
    });
    if (access === 'hidden') throw new AppError('NOT_FOUND', 'Not found');
    if (access === 'refused') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is needed.');
    }
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}
