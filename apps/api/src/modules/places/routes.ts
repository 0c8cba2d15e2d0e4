import { autocompleteQuery, coordinateToAddressBody, distanceQuery } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';

const km = (m: number) => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`);
const mins = (s: number) => `${Math.max(1, Math.round(s / 60))} mins`;

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
    const d = await app.geo.roadDistance({ lat: olat, lng: olng }, { lat: dlat, lng: dlng });
    if (!d) throw new AppError('UNPROCESSABLE', 'No road route between these points');
    return {
      status: 'OK' as const,
      rows: [
        {
          elements: [
            {
              status: 'OK' as const,
              distance: { value: d.metres, text: km(d.metres) },
              duration: { value: d.seconds, text: mins(d.seconds) },
            },
          ],
        },
      ],
    };
  });
}
