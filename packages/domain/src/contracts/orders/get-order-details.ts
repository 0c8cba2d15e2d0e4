// POST /api/get-order-details: one of the caller's orders by id or unique_order_id, with the
// restaurant and coupon beside it as the spec's clients read them (resturant_details, coupon_details).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { rupees } from '../common/envelope.ts';
import { orderCouponJson, orderJson, orderRestaurantJson } from './order.ts';

const MAX_ORDER_ID = 2_147_483_647;
export const orderIdBody = z
  .object({
    ...authFields,
    order_id: z.union([
      z.number().int().positive().max(MAX_ORDER_ID, 'order_id is not an order id'),
      // Digits are the id; a unique order id starts with a letter ("KB261119BXMRDV", the seed's
      // "KHB-2611-100127"). Anything else ("0x10", "1e1") is neither, so it is refused, never read as a number.
      z
        .string()
        .regex(/^(\d{1,10}|[A-Za-z][A-Za-z0-9-]{0,39})$/, 'order_id is not valid')
        // An id past the column's range is no order (and must not reach the database as one).
        .refine((s) => !/^\d+$/.test(s) || Number(s) <= MAX_ORDER_ID, 'order_id is not an order id'),
    ]),
  })
  .meta({ examples: [{ order_id: 1042 }] });

/** Delivery details of SPEC.md section 3: the captain's profile. */
export const deliveryDetailsJson = z.object({
  name: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  vehicle_number: z.string(),
});

export const refundJson = z.object({
  method: z.enum(['wallet', 'gateway']),
  amount: rupees,
  status: z.enum(['pending', 'processed', 'failed']),
});

/** What the details add for the order's owner: where the order is in its lifecycle (issue 13). */
export const orderProgressJson = z.object({
  /** ISO time until which the customer may still cancel, or null. */
  cancellable_until: z.string().nullable(),
  /** Why the customer may not cancel (the words a cancel is refused with); null while they may. */
  cancel_refusal: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refunds: z.array(refundJson),
  /** When the order reached the restaurant (status 1). */
  placed_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  assigned_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  preparation_min: z.number().int().nullable(),
  delivery_details: deliveryDetailsJson.nullable(),
});
export type OrderProgressJson = z.infer<typeof orderProgressJson>;

export const orderDetailsResponse = z.object({
  success: z.literal(true),
  data: orderJson.omit({ resturant_details: true, coupon_details: true }).extend(orderProgressJson.shape),
  resturant_details: orderRestaurantJson.nullable(),
  coupon_details: orderCouponJson.nullable(),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponse>;
