// The schema of GET /api/map/base-layer's answer, for the published document (get-map-base-layer.ts
// keeps the plain types the web imports without zod).
import { z } from 'zod';

export const mapBaseLayerResponse = z.object({
  success: z.literal(true),
  data: z.object({
    labels: z.array(
      z.object({
        name: z.string(),
        lat: z.number(),
        lng: z.number(),
        /** area: a district label for the city view; place: a locality or landmark for the street view. */
        kind: z.enum(['area', 'place']),
      }),
    ),
    /** Each river as a line of [lat, lng] points. */
    rivers: z.array(z.object({ name: z.string(), points: z.array(z.tuple([z.number(), z.number()])) })),
  }),
});
