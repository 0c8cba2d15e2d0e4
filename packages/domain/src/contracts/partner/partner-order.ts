// An order as a restaurant console sees it. Never the delivery PIN, the customer's phone or address.
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { lifecycleAction, okResponse } from '../common/lifecycle-fields.ts';
import { orderLineChoiceJson } from '../orders/order.ts';

export const partnerOrder = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  /** 1 delivery, 2 self pickup. */
  delivery_type: z.number().int(),
  created_at: z.string(),
  /** When the order reached the restaurant (status 1). */
  placed_at: z.string().nullable(),
  /** ISO deadline to accept before the order is cancelled (status 1 only). */
  accept_by: z.string().nullable(),
  /** An order for later: its slot's start (ISO), released or not; null for an order for now. */
  scheduled_for: z.string().nullable(),
  /** While an order for later waits for its release: when it reaches the kitchen; else null. */
  release_at: z.string().nullable(),
  preparation_min: z.number().int().nullable(),
  accepted_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** The lines in the order placed; choices (issue 27) as they were when ordered. */
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      choices: z.array(orderLineChoiceJson).optional(),
    }),
  ),
  total: rupees,
  payment_mode: z.enum(['COD', 'WALLET', 'RAZORPAY']),
  /** First name only. */
  customer_name: z.string(),
  order_comment: z.string(),
  captain: z
    .object({ name: z.string(), phone: z.string(), vehicle_number: z.string(), arrived: z.boolean() })
    .nullable(),
  cancel_reason: z.string().nullable(),
  /** Too many wrong PINs at the counter: locked until the customer gets a new PIN (after a cool-down). */
  pin_locked: z.boolean(),
  actions: z.array(lifecycleAction),
});
export type PartnerOrder = z.infer<typeof partnerOrder>;

/** Every console step answers with the order after it. */
export const partnerOrderResponse = okResponse(partnerOrder);
