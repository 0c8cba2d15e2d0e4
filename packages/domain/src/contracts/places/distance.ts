// GET /api/distance?olat=&olng=&dlat=&dlng= : road distance, in the shape the spec reads
// (rows[0].elements[0].distance.value in metres).
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';

export const distanceQuery = z
  .object({ olat: latitude, olng: longitude, dlat: latitude, dlng: longitude })
  .meta({ examples: [{ olat: '22.5526', olng: '88.3525', dlat: '22.58', dlng: '88.41' }] });
export const distanceResponse = z.object({
  status: z.literal('OK'),
  rows: z.array(
    z.object({
      elements: z.array(
        z.object({
          status: z.literal('OK'),
          distance: z.object({ value: z.number().int(), text: z.string() }),
          duration: z.object({ value: z.number().int(), text: z.string() }),
        }),
      ),
    }),
  ),
});
export type DistanceResponse = z.infer<typeof distanceResponse>;
