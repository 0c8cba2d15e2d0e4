// POST /api/partner/orders/:orderId/accept { preparation_min } -> PartnerOrder (1 -> 2).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { dbId } from '../common/lifecycle-fields.ts';
import { partnerOrderResponse } from './partner-order.ts';

export const orderIdParam = z.object({ orderId: dbId }).meta({ examples: [{ orderId: 1 }] });
const PREP = 'Preparation time must be 5 to 120 minutes.';
export const acceptOrderBody = z
  .object({
    ...authFields,
    preparation_min: z
      .union(
        [
          z.number().int(PREP),
          z
            .string()
            .trim()
            .regex(/^\d{1,3}$/, PREP)
            .transform(Number),
        ],
        { error: PREP },
      )
      .pipe(z.number().min(5, PREP).max(120, PREP)),
  })
  .meta({ examples: [{ preparation_min: 15 }] });
export const acceptOrderResponse = partnerOrderResponse;
