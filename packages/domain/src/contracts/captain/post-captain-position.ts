// POST /api/captain/position { latitude, longitude, accuracy_m } -> { stored }. A fix worse than 50 m is
// not stored (stored: false); while on a trip the position goes live to the customer's order stream.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { latitude, longitude } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { decimalInput } from '../common/strict-inputs.ts';

/** Fixes less accurate than this are dropped. */
export const MAX_POSITION_ACCURACY_M = 50;

export const postCaptainPositionBody = z
  .object({
    ...authFields,
    latitude,
    longitude,
    accuracy_m: decimalInput('accuracy_m').pipe(z.number().min(0).max(100_000)),
  })
  .meta({ examples: [{ latitude: 22.5526, longitude: 88.3525, accuracy_m: 12 }] });
export const postCaptainPositionResponse = okResponse(z.object({ stored: z.boolean() }));
