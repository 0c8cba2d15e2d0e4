import {
  autocompleteQuery,
  autocompleteResponse,
  coordinateToAddressBody,
  coordinateToAddressResponse,
  distanceQuery,
  distanceResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { measureDistance } from './measure-distance.ts';

export async function placesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/places/autocomplete',
    {
      schema: { querystring: autocompleteQuery },
      config: { openapi: { response: { 200: autocompleteResponse } } },
    },
    async (req) => ({
      success: true as const,
      data: await app.geo.autocomplete(req.query.q),
    }),
  );

  r.post(
    '/coordinate-to-address',
    {
      schema: { body: coordinateToAddressBody },
      config: { openapi: { response: { 200: coordinateToAddressResponse } } },
    },
    async (req) => ({
      success: true as const,
      data: await app.geo.reverse(req.body.lat, req.body.lng),
    }),
  );

  r.get(
    '/distance',
    { schema: { querystring: distanceQuery }, config: { openapi: { response: { 200: distanceResponse } } } },
    async (req) => {
      const { olat, olng, dlat, dlng } = req.query;
      return measureDistance({ geo: app.geo, from: { lat: olat, lng: olng }, to: { lat: dlat, lng: dlng } });
    },
  );
}
