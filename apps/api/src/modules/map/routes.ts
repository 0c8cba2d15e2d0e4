// The offline map's base layer. It changes only with a release, so browsers may keep it for a day.
import { mapBaseLayerResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import { getMapBaseLayer } from './get-map-base-layer.ts';

export async function mapRoutes(
  app: FastifyInstance,
  opts: Parameters<typeof getMapBaseLayer>[0],
): Promise<void> {
  const layer = getMapBaseLayer(opts);
  app.get(
    '/map/base-layer',
    { config: { openapi: { response: { 200: mapBaseLayerResponse } } } },
    async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=86400').send({ success: true, data: layer }),
  );
}
