// POST /api/captain/orders/:orderId/arrive -> CaptainTrip (arrived_at recorded; status stays 3).
import { emptyBody } from '../common/lifecycle-fields.ts';
import { captainTripResponse } from './captain-trip.ts';

export const arriveAtRestaurantBody = emptyBody;
export const arriveAtRestaurantResponse = captainTripResponse;
