// The cart as cart-quote and place-order both receive it (place-order: docs/product.md, The calls).
// Money in it is rupees; the server works in integer paise and trusts none of it but the lines.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../../cart/cart.ts';
import { MAX_CHOICES_PER_LINE } from '../../catalog/dish-choices.ts';
import { addressTag } from '../account/address.ts';
import { latitude, longitude } from '../common/envelope.ts';
import { flagInput, idInput, optionalText, wholeNumber } from '../common/strict-inputs.ts';

/** A rupee amount: a number or a decimal string; '' and null read as 0. */
export const rupeeInput = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^(\d+(\.\d+)?)?$/, 'must be an amount'),
    ],
    {
      error: 'must be an amount',
    },
  )
  .nullish()
  .transform((v) => (v === '' || v === null || v === undefined ? 0 : Number(v)))
  .pipe(
    z
      .number({ error: 'must be an amount' })
      .finite()
      .min(0, 'cannot be negative')
      // No order comes near a crore; far beyond it a number stops being an exact amount of paise.
      .max(10_000_000, 'is too large an amount'),
  );

/**
 * A cart line: the spec's clients send the whole item; id, quantity and the chosen options' ids
 * (issue 27: the same dish with other choices is another line) are read. `price`, when sent, is the
 * price of one with its choices as the page showed it: place-order refuses the line, naming it, when
 * the server's differs.
 */
export const orderLine = z.object({
  id: idInput('id'),
  quantity: wholeNumber('quantity').pipe(
    z
      .number()
      .min(1, 'quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `quantity can be at most ${MAX_LINE_QUANTITY}`),
  ),
  choices: z
    .array(idInput('choice'))
    .max(MAX_CHOICES_PER_LINE, `At most ${MAX_CHOICES_PER_LINE} choices on one dish`)
    .nullish()
    .transform((v) => v ?? []),
  price: rupeeInput.optional(),
});
export type OrderLineInput = z.infer<typeof orderLine>;

export const orderLocation = z.object({
  lat: latitude,
  lng: longitude,
  address: z.string().trim().min(1, 'Set location requires an address').max(300),
  house: optionalText(120),
  landmark: optionalText(120),
  tag: addressTag.nullish().transform((t) => t ?? 'HOME'),
});
/** Where an order goes: place-order's and cart-quote's `location`. */
export type OrderLocation = z.infer<typeof orderLocation>;

export const paymentMethod = z.enum(['RAZORPAY', 'WALLET', 'COD']);

export const cartPayload = {
  order: z.array(orderLine).min(1, 'Your cart is empty.').max(50, 'Too many different dishes in one order'),
  /** A coupon code, or empty / null for none. */
  coupon: optionalText(40),
  driver_tip_amount: rupeeInput.pipe(z.number().max(500, 'A tip can be at most ₹500')),
  /** 1 delivery, 2 self pickup. */
  delivery_type: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
      error: 'delivery_type must be 1 or 2',
    })
    .transform((v) => (Number(v) === 2 ? 2 : 1) as 1 | 2),
  location: orderLocation,
  partial_wallet: flagInput,
  /**
   * An order for later (issue 27): the start of a 30-minute slot as an ISO time; absent or null for now.
   * The server checks the slot (opening hours, at least 45 minutes ahead, at most 2 days) and prices
   * coupons, cash on delivery and the promised time at the slot.
   */
  scheduled_for: z.iso
    .datetime({ offset: true, error: 'scheduled_for must be a time' })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
};
