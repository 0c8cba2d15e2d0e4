// POST /api/captain/orders/:orderId/pick-up -> CaptainTrip (3 -> 4, on the way).
import { emptyBody } from '../common/lifecycle-fields.ts';
import { captainTripResponse } from './captain-trip.ts';

export const pickUpOrderBody = emptyBody;
export const pickUpOrderResponse = captainTripResponse;
