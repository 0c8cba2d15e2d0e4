// POST /api/captain/orders/:orderId/deliver { pin } -> CaptainTrip (4 -> 5). Wrong PIN: 422
// 'Wrong PIN. N tries left.'; after 5 wrong: 423 'Too many wrong PINs. The customer gets a new PIN in
// N minutes.' until the customer has a new PIN (orders/delivery-pin-lock.ts).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { deliveryPinInput } from '../common/lifecycle-fields.ts';
import { captainTripResponse } from './captain-trip.ts';

export const deliverOrderBody = z
  .object({ ...authFields, pin: deliveryPinInput })
  .meta({ examples: [{ pin: '4821' }] });
export const deliverOrderResponse = captainTripResponse;
