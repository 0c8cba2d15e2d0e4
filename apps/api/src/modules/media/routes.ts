import type { FastifyInstance } from 'fastify';
import { getMedia } from './get-media.ts';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const media = await getMedia({ dataDir: app.config.dataDir, path: req.params['*'] });
    if (!media) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    // Random photo names and generated art never change content, so they may be cached for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(media.type)
      .send(media.body);
  });
}
