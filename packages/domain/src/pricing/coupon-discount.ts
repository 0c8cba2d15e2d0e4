import { formatInr, percentOfToRupee, rupeesToPaise } from '../money/rupees.ts';

// docs/product.md, Validation and messages: a coupon needs the item total to reach its minimum; PERCENTAGE
// takes that share of the subtotal (rounded to the rupee), AMOUNT a fixed sum; both stop at the cap
// (upto_amount) and never exceed the subtotal.

export interface CouponTerms {
  discountType: 'PERCENTAGE' | 'AMOUNT';
  /** Basis points for PERCENTAGE (20 % = 2000), paise for AMOUNT. */
  discount: number;
  /** Cap in paise, or null for none. */
  uptoPaise: number | null;
  minOrderPaise: number;
}

export type CouponResult = { ok: true; discountPaise: number } | { ok: false; message: string };

export const minimumOrderMessage = (minOrderPaise: number) =>
  `Coupon applicable on minimum order of ${formatInr(minOrderPaise, { trimZeros: true })}`;

export function couponDiscount(terms: CouponTerms, subtotalPaise: number): CouponResult {
  if (subtotalPaise < terms.minOrderPaise)
    return { ok: false, message: minimumOrderMessage(terms.minOrderPaise) };
  let off =
    terms.discountType === 'PERCENTAGE' ? percentOfToRupee(subtotalPaise, terms.discount) : terms.discount;
  if (terms.uptoPaise !== null && terms.uptoPaise > 0) off = Math.min(off, terms.uptoPaise);
  return { ok: true, discountPaise: Math.max(0, Math.min(off, subtotalPaise)) };
}

/** The terms of a coupon as the API sends it ("20.00" percent, rupee strings) in paise and basis points. */
export function couponTerms(c: {
  discount_type: 'PERCENTAGE' | 'AMOUNT';
  discount: string;
  upto_amount: string | null;
  min_order_amount: string;
}): CouponTerms {
  return {
    discountType: c.discount_type,
    // "20.00" percent is 2000 basis points, exactly the number of paise in "20.00" rupees.
    discount: rupeesToPaise(c.discount),
    uptoPaise: c.upto_amount === null ? null : rupeesToPaise(c.upto_amount),
    minOrderPaise: rupeesToPaise(c.min_order_amount),
  };
}
