// POST /api/coordinate-to-address
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';

export const coordinateToAddressBody = z
  .object({ lat: latitude, lng: longitude })
  .meta({ examples: [{ lat: 22.5526, lng: 88.3525 }] });
/** data: the address text of the nearest known place. */
export const coordinateToAddressResponse = z.object({ success: z.literal(true), data: z.string() });
