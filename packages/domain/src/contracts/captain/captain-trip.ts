// An order as a captain sees it (an offer or their trip). Never the delivery PIN; the customer's
// phone only once the trip is theirs (an offer shows '').
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { lifecycleAction, okResponse } from '../common/lifecycle-fields.ts';
import { orderLineChoiceJson } from '../orders/order.ts';

export const captainTrip = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  restaurant: z.object({
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    contact_number: z.string(),
  }),
  drop: z.object({
    address: z.string(),
    house: z.string(),
    landmark: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  customer_name: z.string(),
  customer_phone: z.string(),
  items_count: z.number().int(),
  /** What to collect at the counter (issue 27: a Half and a Full biryani are two lines). */
  items: z
    .array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        choices: z.array(orderLineChoiceJson),
      }),
    )
    .optional(),
  payment_mode: z.enum(['COD', 'WALLET', 'RAZORPAY']),
  /** Rupees to collect at the door: the payable of a cash order, else '0.00'. */
  cash_to_collect: rupees,
  /** An order for later (decision 048): its slot's start, which the trip shows; null for now. */
  scheduled_for: z.string().nullable(),
  ready_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  /** Too many wrong PINs: locked until the customer gets a new PIN (after a cool-down). */
  pin_locked: z.boolean(),
  actions: z.array(lifecycleAction),
});
export type CaptainTrip = z.infer<typeof captainTrip>;

/** Every step on a trip answers with the trip after it. */
export const captainTripResponse = okResponse(captainTrip);
