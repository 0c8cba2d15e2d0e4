import { z } from 'zod';
import { flag, rupees } from '../common/envelope.ts';

export const couponSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  discount_type: z.enum(['PERCENTAGE', 'AMOUNT']),
  /** Percent for PERCENTAGE ("20.00"), rupees for AMOUNT ("100.00"). */
  discount: rupees,
  upto_amount: rupees.nullable(),
  min_order_amount: rupees,
  is_active: flag,
  restaurant_id: z.number().int().nullable(),
  /** 1: only for a customer's first order. */
  first_order_only: flag,
});
export type CouponSummary = z.infer<typeof couponSummary>;

/** A restaurant with every field (docs/product.md, Entities), as the list and the info call return it. */
export const restaurant = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  msg: z.string(),
  /** Path under the media base URL (/media/), e.g. "restaurants/arsalan-park-street.svg". */
  image: z.string(),
  address: z.string(),
  locality: z.string(),
  contact_number: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_active: flag,
  is_open: flag,
  is_featured: flag,
  is_pureveg: flag,
  is_accept_cod: flag,
  rating: z.number(),
  rating_count: z.number().int(),
  /** Cost for two, rupees. */
  price_range: rupees,
  /** Minutes. */
  delivery_time: z.number().int(),
  /** e.g. "30-35 min". */
  delivery_time_text: z.string(),
  /** Packaging percent of the item subtotal, e.g. "5.00". */
  restaurant_charges: rupees,
  delivery_charge_type: z.enum(['DYNAMIC', 'FIXED']),
  base_delivery_charge: rupees,
  /** Km covered by the base charge. */
  base_delivery_distance: z.number(),
  /** Rupees per km beyond the base distance. */
  extra_delivery_charge: rupees,
  /** Km. */
  delivery_radius: z.number(),
  certificate: z.string().nullable(),
  /**
   * Today's opening hours in India time, e.g. "11:00 am - 11:00 pm", "12:00 pm till midnight";
   * "Closed today" when none.
   */
  opening_hours_text: z.string(),
  /**
   * When a closed restaurant opens next by its hours (an instant, ISO 8601); null while it is open,
   * and for one that is paused or switched off (there is no time to promise).
   */
  opens_at: z.string().nullable(),
  /** The same in words from now, e.g. "Opens at 7:00 am", "Opens tomorrow at 12:00 pm"; '' when null. */
  opens_at_text: z.string(),
  /** Straight-line distance from the asked point, metres (list calls only; null elsewhere). */
  distance: z.number().int().nullable(),
  coupons: z.array(couponSummary),
});
export type Restaurant = z.infer<typeof restaurant>;
