// An order as get-orders and get-order-details answer it (docs/product.md, Entities): rupee strings,
// percents.
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { paymentMethod } from './cart-payload.ts';

/** A choice on an order line (issue 27): its group, its name and what it added, as when ordered. */
export const orderLineChoiceJson = z.object({ group: z.string(), name: z.string(), price: rupees });

export const orderItemJson = z.object({
  /** The dish, for RE-ORDER: its name and price here are as they were when ordered. */
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Price of one with its choices, in rupees. */
  price: rupees,
  /** The choices made (issue 27), as they were when ordered; empty for a dish of one price. */
  choices: z.array(orderLineChoiceJson).optional(),
});

export const orderRestaurantJson = z.object({
  name: z.string(),
  address: z.string(),
  image: z.string(),
  slug: z.string(),
  contact_number: z.string(),
});

export const orderCouponJson = z.object({ code: z.string(), name: z.string() });

export const orderJson = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  address: z.string(),
  address_tag: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  subtotal: rupees,
  total: rupees,
  payable: rupees,
  wallet_amount: rupees,
  /** Percent. */
  restaurant_charge: rupees,
  restaurant_charge_amount: rupees,
  delivery_charge: rupees,
  /** Percent. */
  tax: rupees,
  tax_amount: rupees,
  /** Empty string when there was no tip (the spec hides the row then). */
  driver_tip_amount: z.union([rupees, z.literal('')]),
  discount: rupees,
  payment_mode: paymentMethod,
  orderstatus_id: z.number().int(),
  delivery_type: z.number().int(),
  delivery_pin: z.string(),
  promised_at: z.string(),
  /** An order for later (issue 27): its slot's start, ISO; null for an order for now. */
  scheduled_for: z.string().nullable().optional(),
  orderitems: z.array(orderItemJson),
  resturant_details: orderRestaurantJson.nullable(),
  coupon_details: orderCouponJson.nullable(),
});
export type OrderJson = z.infer<typeof orderJson>;
