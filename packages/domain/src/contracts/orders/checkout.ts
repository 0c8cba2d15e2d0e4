// POST /api/cart-quote and POST /api/place-order (SPEC.md section 7): the same cart payload; the server
// prices it from its own data. Money in the payload and the answers is rupees; inside, integer paise.
import { z } from 'zod';
import type { Blocker } from '../../orders/order-blockers.ts';
import { authFields } from '../account/account.ts';
import { latitude, longitude } from '../common/envelope.ts';

/** A cart line: the spec's clients send the whole item; only id and quantity are read. */
export const orderLine = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce
    .number({ error: 'quantity must be a number' })
    .int('quantity must be whole')
    .min(1, 'quantity must be at least 1')
    .max(50, 'quantity can be at most 50'),
});

const rupeeInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => (v === '' ? 0 : Number(v)))
  .pipe(z.number({ error: 'must be an amount' }).finite().min(0, 'cannot be negative'));

export const orderLocation = z.object({
  lat: latitude,
  lng: longitude,
  address: z.string().trim().min(1, 'Set location requires an address').max(300),
  house: z.string().trim().max(120).default(''),
  landmark: z.string().trim().max(120).default(''),
  tag: z.enum(['HOME', 'OFFICE', 'OTHER']).default('HOME'),
});
/** Where an order goes: place-order's and cart-quote's `location`. */
export type OrderLocation = z.infer<typeof orderLocation>;

export const paymentMethod = z.enum(['RAZORPAY', 'WALLET', 'COD']);

export const cartQuoteBody = z.object({
  ...authFields,
  order: z.array(orderLine).min(1, 'Your cart is empty.').max(50, 'Too many different dishes in one order'),
  coupon: z.string().trim().max(40).default(''),
  driver_tip_amount: rupeeInput.pipe(z.number().max(500, 'A tip can be at most ₹500')).default(0),
  delivery_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'delivery_type must be 1 or 2' })),
  location: orderLocation,
  method: paymentMethod.optional(),
  partial_wallet: z.coerce.boolean().default(false),
});
export type CartQuoteBody = z.infer<typeof cartQuoteBody>;

export const placeOrderBody = cartQuoteBody.extend({
  method: paymentMethod,
  total: rupeeInput,
  payable: rupeeInput.optional(),
  order_comment: z.string().trim().max(300).default(''),
  payment_token: z.string().max(200).optional(),
  payment_id: z.string().max(200).optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export interface MethodAvailability {
  allowed: boolean;
  reason?: string;
}

/** What the server says a cart costs, in rupee strings. */
export interface CartQuote {
  bill: {
    item_total: string;
    packaging: string;
    packaging_percent: string;
    tax: string;
    tax_percent: string;
    delivery: string;
    tip: string;
    discount: string;
    total: string;
    wallet_used: string;
    payable: string;
  };
  /** Why this cart cannot be ordered now, in the spec's words, or null. */
  blocker: Blocker | null;
  /** Rupees still missing to reach the minimum order, '0.00' when reached. */
  short_of_minimum: string;
  promised_minutes: number | null;
  distance_m: number | null;
  coupon: { code: string; applied: boolean; message: string } | null;
  wallet_balance: string;
  methods: Record<'RAZORPAY' | 'WALLET' | 'COD', MethodAvailability>;
  restaurant: { id: number; slug: string; name: string };
}

/** What place-order answers: the order, and for an online payment what the page needs to collect it. */
export interface PlacedOrderJson {
  id: number;
  unique_order_id: string;
  orderstatus_id: number;
  payment: PaymentHandoff | null;
}

export interface PaymentHandoff {
  provider: 'sandbox' | 'razorpay';
  key: string;
  provider_order_id: string;
  /** Paise, as the provider wants it. */
  amount: number;
  currency: 'INR';
  /** Sandbox only: our own checkout page. */
  checkout_url?: string;
}

export const orderIdBody = z.object({
  ...authFields,
  order_id: z.union([z.number(), z.string().trim().min(1).max(40)]),
});
export const verifyPaymentBody = z.object({
  ...authFields,
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not valid'),
});
