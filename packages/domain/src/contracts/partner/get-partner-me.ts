// POST /api/partner/me -> the restaurants this account runs and the captain it is (any logged-in account).
import { z } from 'zod';
import { captainProfile } from '../captain/captain-profile.ts';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';

export const getPartnerMeBody = emptyBody;

export const partnerRestaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Open now: accepting orders and inside its hours. */
  is_open: z.boolean(),
  /** The restaurant's own switch (open/close in the console). */
  is_accepting_orders: z.boolean(),
});
export type PartnerRestaurant = z.infer<typeof partnerRestaurant>;

export const partnerMe = z.object({
  restaurants: z.array(partnerRestaurant),
  captain: captainProfile.nullable(),
});
export type PartnerMe = z.infer<typeof partnerMe>;
export const getPartnerMeResponse = okResponse(partnerMe);
