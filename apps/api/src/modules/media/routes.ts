import type { FastifyInstance } from 'fastify';
import { renderSvg } from './render-svg.ts';

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (req, reply) => {
    const svg = renderSvg(req.params['*']);
    if (!svg) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
}
