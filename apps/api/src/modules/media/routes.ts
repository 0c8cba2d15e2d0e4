import type { FastifyInstance } from 'fastify';
import { readPhoto } from '../profile/photo-file.ts';
import { renderSvg } from './render-svg.ts';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const path = req.params['*'];
    if (path.startsWith('uploads/')) {
      const photo = await readPhoto(app.config.dataDir, path);
      if (!photo) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
      // Random names never change content, so they may be cached for good.
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(photo.type)
        .send(photo.bytes);
    }
    const svg = renderSvg(path);
    if (!svg) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
}
