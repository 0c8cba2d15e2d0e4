import { autocompleteQuery, coordinateToAddressBody, distanceQuery } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { measureDistance } from './measure-distance.ts';

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/places/autocomplete', { schema: { querystring: autocompleteQuery } }, async (req) => ({
    success: true as const,
    data: await app.geo.autocomplete(req.query.q),
  }));

  r.post('/coordinate-to-address', { schema: { body: coordinateToAddressBody } }, async (req) => ({
    success: true as const,
    data: await app.geo.reverse(req.body.lat, req.body.lng),
  }));

  r.get('/distance', { schema: { querystring: distanceQuery } }, async (req) => {
    const { olat, olng, dlat, dlng } = req.query;
    return measureDistance({ geo: app.geo, from: { lat: olat, lng: olng }, to: { lat: dlat, lng: dlng } });
  });
}
