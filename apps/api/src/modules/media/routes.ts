import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileAnswer } from '../../plugins/openapi.ts';
import { getMedia } from './get-media.ts';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // The path is read by get-media (a photo's size and format in its name): documented, not validated here.
  const openapi = {
    params: z.object({ '*': z.string() }).meta({ examples: [{ '*': 'restaurants/aminia-darbar.svg' }] }),
    response: { 200: fileAnswer('image/*', 'A photo (WebP, AVIF or JPEG) or generated art (SVG).') },
  };
  app.get<{ Params: { '*': string } }>('/media/*', { config: { openapi } }, async (req, reply) => {
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
