// POST /api/get-order-tracking: everything the tracking screen shows, in one answer. The screen loads
// it first, then follows the order's event stream from `last_event_id`; with no stream it reloads
// this every 6 seconds (the product's tracking refresh). POST /api/update-user-info with `unique_order_id` is the
// spec's own tracking call (docs/product.md, The calls): the user with wallet_balance, plus delivery_details.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { rupees } from '../common/envelope.ts';
import { idInput } from '../common/strict-inputs.ts';
import { deliveryDetailsJson } from '../orders/get-order-details.ts';

export const getOrderTrackingBody = z
  .object({
    ...authFields,
    order_id: idInput('order_id'),
  })
  .meta({ examples: [{ order_id: 1042 }] });

const iso = z.string();
const point = { latitude: z.number(), longitude: z.number() };

export const orderTrackingJson = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  /** 1 delivery, 2 self pickup. */
  delivery_type: z.number().int(),
  payment_mode: z.enum(['COD', 'WALLET', 'RAZORPAY']),
  total: rupees,
  /** The customer's own PIN, to tell the rider (or the counter) at handover. */
  delivery_pin: z.string(),
  created_at: iso,
  /** When it reached the restaurant (paid, for online orders); null while awaiting payment. */
  placed_at: iso.nullable(),
  promised_at: iso,
  /** An order for later (decision 048): its slot's start; null for an order for now. */
  scheduled_for: iso.nullable(),
  accepted_at: iso.nullable(),
  ready_at: iso.nullable(),
  assigned_at: iso.nullable(),
  picked_up_at: iso.nullable(),
  delivered_at: iso.nullable(),
  cancelled_at: iso.nullable(),
  cancel_reason: z.string().nullable(),
  restaurant: z.object({ name: z.string(), address: z.string(), contact_number: z.string(), ...point }),
  drop: z.object({ address: z.string(), ...point }),
  delivery_details: deliveryDetailsJson.nullable(),
  rider_position: z.object({ ...point, accuracy_m: z.number().nullable(), at: iso }).nullable(),
  /** Restaurant to door: the router's road when ROUTER_URL is set, else a straight line. Delivery only. */
  route: z
    .object({
      points: z.array(z.tuple([z.number(), z.number()])),
      metres: z.number(),
      source: z.enum(['router', 'straight']),
    })
    .nullable(),
  /** The re-estimated arrival (decision 011), null when finished or not yet accepted. */
  estimate: z.object({ at: iso, late_by_min: z.number().int() }).nullable(),
  /**
   * The late-delivery promise (decision 044), delivery orders only: after `mark_at` (60 minutes from
   * placing), `amount` comes back to the wallet. Null when it cannot apply (pickup, cancelled, on time,
   * the rider within 500 m at the mark, a food value too small); `credited` once it is in the wallet.
   */
  late_credit: z.object({ mark_at: iso, amount: rupees, credited: z.boolean() }).nullable(),
  /** Road metres per straight-line metre, for the screen's own estimate between reloads. */
  road_factor: z.number(),
  /** Newest order_events id of this order: the stream resumes after it. */
  last_event_id: z.number().int(),
  /** The server's clock when it answered (the screen's "last update"). */
  now: iso,
});
export type OrderTrackingJson = z.infer<typeof orderTrackingJson>;
/** The rider as the spec names them (docs/product.md, Entities: delivery details). */
export type DeliveryDetailsJson = z.infer<typeof deliveryDetailsJson>;

export const getOrderTrackingResponse = z.object({ success: z.literal(true), data: orderTrackingJson });
