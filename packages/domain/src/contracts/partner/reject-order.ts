// POST /api/partner/orders/:orderId/reject { reason } -> PartnerOrder (1 or 2 -> 6, refunded).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { plainText } from '../common/lifecycle-fields.ts';
import { partnerOrderResponse } from './partner-order.ts';

export const rejectOrderBody = z
  .object({
    ...authFields,
    reason: plainText(3, 200, 'Please give a reason (3 to 200 characters).'),
  })
  .meta({ examples: [{ reason: 'Out of mutton' }] });
export const rejectOrderResponse = partnerOrderResponse;
