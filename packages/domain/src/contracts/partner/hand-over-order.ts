// POST /api/partner/orders/:orderId/hand-over { pin } -> PartnerOrder (pickup 10 -> 5 at the counter).
// Wrong PIN: 422 'Wrong PIN. N tries left.'; after 5: 423 'Too many wrong PINs. The customer gets a new
// PIN in N minutes.' until the customer has a new PIN (orders/delivery-pin-lock.ts).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { deliveryPinInput } from '../common/lifecycle-fields.ts';
import { partnerOrderResponse } from './partner-order.ts';

export const handOverOrderBody = z
  .object({ ...authFields, pin: deliveryPinInput })
  .meta({ examples: [{ pin: '4821' }] });
export const handOverOrderResponse = partnerOrderResponse;
