// POST /api/place-order (201): the cart payload plus the method, the total the customer agreed to and
// an optional Idempotency-Key header. Cash and wallet orders are placed at once; an online order
// answers what the page needs to collect the payment. A changed total is a 409 with the new quote.
import { z } from 'zod';
import { MAX_ORDER_COMMENT, plainOrderComment } from '../../cart/cart.ts';
import { authFields } from '../common/auth-fields.ts';
import { optionalText } from '../common/strict-inputs.ts';
import { cartPayload, paymentMethod, rupeeInput } from './cart-payload.ts';

export const placeOrderBody = z
  .object({
    ...authFields,
    ...cartPayload,
    /** The spec's clients send the whole user object here too; the token decides who orders. */
    user: z.unknown().optional(),
    method: paymentMethod,
    total: rupeeInput,
    payable: rupeeInput,
    /** Cooking instructions, shown to the restaurant as plain text. */
    order_comment: optionalText(MAX_ORDER_COMMENT).transform(plainOrderComment),
    payment_token: z.string().max(200).nullish(),
    payment_id: z.string().max(200).nullish(),
  })
  .meta({
    examples: [
      {
        order: [{ id: 101, quantity: 2, choices: [] }],
        coupon: '',
        driver_tip_amount: 0,
        delivery_type: 1,
        location: {
          address: '4B Park Street, Kolkata',
          lat: 22.5526,
          lng: 88.3525,
          house: '4B',
          landmark: 'Park Street metro',
        },
        partial_wallet: false,
        scheduled_for: null,
        user: 'sample',
        method: 'COD',
        total: '389.00',
        payable: '389.00',
        order_comment: 'sample',
        payment_token: 'sample',
        payment_id: 'sample',
      },
    ],
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const paymentHandoff = z.object({
  provider: z.enum(['sandbox', 'razorpay']),
  key: z.string(),
  provider_order_id: z.string(),
  /** Paise, as the provider wants it. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Sandbox only: our own checkout page. */
  checkout_url: z.string().optional(),
});

export const placedOrderJson = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  payment: paymentHandoff.nullable(),
});
export type PlacedOrderJson = z.infer<typeof placedOrderJson>;

export const placeOrderResponse = z.object({ success: z.literal(true), data: placedOrderJson });
