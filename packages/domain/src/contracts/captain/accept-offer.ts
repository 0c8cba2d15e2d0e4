// POST /api/captain/offers/:offerId/accept -> CaptainTrip (the order becomes theirs: 2 -> 3).
// 409 'This offer has expired.' once it went to someone else.
import { z } from 'zod';
import { dbId, emptyBody } from '../common/lifecycle-fields.ts';
import { captainTripResponse } from './captain-trip.ts';

export const offerIdParam = z.object({ offerId: dbId }).meta({ examples: [{ offerId: 1 }] });
export const acceptOfferBody = emptyBody;
export const acceptOfferResponse = captainTripResponse;
