// Serves the built web app: hashed assets cached for a year as immutable, in the brotli or gzip form the
// build made beside each file (apps/web/scripts/precompress.mjs, decision 012); every other non-API GET
// is answered with index.html so that deep links (/restaurantDetail/...) work on a refresh.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Khabar</title><body style="font-family:system-ui;padding:2rem"><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>`;

/** Unknown routes: the SPA's index.html for page GETs when serving the web app, else a JSON 404. */
export async function registerWebStatic(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist) {
    app.setNotFoundHandler((_req, reply) => {
      reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    });
    return;
  }
  const indexPath = join(webDist, 'index.html');
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = built ? readFileSync(indexPath, 'utf8') : NOT_BUILT;
  app.setNotFoundHandler((req, reply) => {
    const isPage =
      req.method === 'GET' &&
      !req.url.startsWith('/api/') &&
      !req.url.startsWith('/media/') &&
      !/\.[a-z0-9]+($|\?)/i.test(req.url);
    if (isPage)
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });
}
