// POST /api/captain/me -> the captain, their current trip, their open offer and the cash they hold. 404 'Captain not found'
// for an account that is not a captain.
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { captainProfile } from './captain-profile.ts';
import { captainTrip } from './captain-trip.ts';

export const getCaptainMeBody = emptyBody;

export const captainOffer = z.object({
  id: z.number().int(),
  /** ISO time the offer goes to the next captain. */
  expires_at: z.string(),
  order: captainTrip,
});
export type CaptainOffer = z.infer<typeof captainOffer>;

export const captainMe = z.object({
  captain: captainProfile,
  trip: captainTrip.nullable(),
  offer: captainOffer.nullable(),
  /** Cash collected on delivered cash orders and not yet handed in at the office (decision 039). */
  cash_to_hand_in: rupees,
  /** Customers' thumbs for this captain's deliveries (issue 26); share: whole percent up, null before any. */
  thumbs: z.object({ up: z.number().int(), down: z.number().int(), share: z.number().int().nullable() }),
});
export type CaptainMe = z.infer<typeof captainMe>;
export const getCaptainMeResponse = okResponse(captainMe);
