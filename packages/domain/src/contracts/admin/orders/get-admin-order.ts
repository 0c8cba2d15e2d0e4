// GET /api/admin/orders/:orderId -> one order as an operator reads it (decision 035): the order and
// its risks, the whole timeline from order_events in words, the money (bill, payments, captures,
// refunds, wallet movements), the captain and their latest position, the alerts the customer got.
// Any operator; a support agent sees the customer's phone masked, and only this order's address.
import { z } from 'zod';
import { ORDER_RISKS } from '../../../orders/order-risk.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { BOARD_PAYMENTS } from './list-admin-orders.ts';

export const adminOrderParams = z
  .object({ orderId: idInput('orderId') })
  .meta({ examples: [{ orderId: 1 }] });

const money = z.string();
const when = z.string();

export const adminOrderEvent = z.object({
  id: z.number().int(),
  at: when,
  type: z.string(),
  /** What happened, in words ("Accepted by the restaurant"). */
  text: z.string(),
  /** Who did it: the person's name and role, or the system. */
  actor: z.object({ role: z.string(), name: z.string().nullable() }),
  status_id: z.number().int().nullable(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEvent>;

export const adminOrderDetail = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  status_label: z.string(),
  delivery_type: z.number().int(),
  payment_mode: z.enum(BOARD_PAYMENTS),
  created_at: when,
  placed_at: when.nullable(),
  promised_at: when,
  delivered_at: when.nullable(),
  cancelled_at: when.nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  minutes_late: z.number().int().nullable(),
  risks: z.array(z.enum(ORDER_RISKS)),
  pin_locked: z.boolean(),
  comment: z.string(),
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    area: z.string(),
    phone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    /** In full for an admin; a support agent sees the last three digits. */
    phone: z.string(),
  }),
  /** Where this order goes (a pickup order: the customer's place as given). Never other addresses. */
  delivery: z.object({
    address: z.string(),
    house: z.string(),
    landmark: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    distance_m: z.number().int().nullable(),
  }),
  captain: z
    .object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      vehicle_number: z.string(),
      /** The latest position the captain's app reported (the order's trail: get-order-trail.ts). */
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      position_at: when.nullable(),
    })
    .nullable(),
  bill: z.object({
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        /** Price of one with its choices. */
        price: money,
        amount: money,
        /** The choices made (issue 27): what each added, as when ordered. */
        choices: z.array(z.object({ group: z.string(), name: z.string(), price: money })).optional(),
      }),
    ),
    subtotal: money,
    packaging: money,
    delivery: money,
    tax: money,
    tip: money,
    discount: money,
    coupon_code: z.string().nullable(),
    total: money,
    /** Paid from the wallet, and left to pay by the chosen method. */
    wallet: money,
    payable: money,
  }),
  payments: z.array(
    z.object({
      provider: z.string(),
      provider_order_id: z.string(),
      provider_payment_id: z.string().nullable(),
      amount: money,
      status: z.string(),
      created_at: when,
      paid_at: when.nullable(),
    }),
  ),
  captures: z.array(
    z.object({ provider_payment_id: z.string(), amount: money, outcome: z.string(), captured_at: when }),
  ),
  refunds: z.array(
    z.object({
      method: z.string(),
      amount: money,
      status: z.string(),
      reason: z.string(),
      created_at: when,
      processed_at: when.nullable(),
    }),
  ),
  wallet_movements: z.array(z.object({ amount: money, description: z.string(), at: when })),
  alerts: z.array(z.object({ title: z.string(), message: z.string(), at: when, is_read: z.boolean() })),
  timeline: z.array(adminOrderEvent),
  /** The newest event id: the page follows the ops stream from there. */
  last_event_id: z.number().int(),
  now: when,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const getAdminOrderResponse = okResponse(adminOrderDetail);
