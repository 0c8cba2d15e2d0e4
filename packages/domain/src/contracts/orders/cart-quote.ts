// POST /api/cart-quote: what the server says a cart costs, in rupee strings, and why it cannot be
// ordered now (blocker), with the payment methods the caller may use. Guests get a quote too.
import { z } from 'zod';
import { BLOCKERS } from '../../orders/order-blockers.ts';
import { authFields } from '../common/auth-fields.ts';
import { rupees } from '../common/envelope.ts';
import { cartPayload, paymentMethod } from './cart-payload.ts';

export const cartQuoteBody = z
  .object({
    ...authFields,
    ...cartPayload,
    method: paymentMethod.nullish(),
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
        method: 'COD',
      },
    ],
  });
export type CartQuoteBody = z.infer<typeof cartQuoteBody>;

const availability = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), reason: z.string() }),
]);

export const cartQuote = z.object({
  bill: z.object({
    item_total: rupees,
    packaging: rupees,
    packaging_percent: rupees,
    tax: rupees,
    tax_percent: rupees,
    delivery: rupees,
    tip: rupees,
    discount: rupees,
    total: rupees,
    wallet_used: rupees,
    payable: rupees,
  }),
  /** Why this cart cannot be ordered now, in the spec's words, or null. */
  blocker: z.enum([BLOCKERS.inactive, BLOCKERS.closed, BLOCKERS.outOfRange]).nullable(),
  /** Rupees still missing to reach the minimum order, '0.00' when reached. */
  short_of_minimum: rupees,
  promised_minutes: z.number().int().nullable(),
  distance_m: z.number().int().nullable(),
  coupon: z.object({ code: z.string(), applied: z.boolean(), message: z.string() }).nullable(),
  wallet_balance: rupees,
  methods: z.object({ RAZORPAY: availability, WALLET: availability, COD: availability }),
  restaurant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type CartQuote = z.infer<typeof cartQuote>;

export const cartQuoteResponse = z.object({ success: z.literal(true), data: cartQuote });
