import { percentOfToRupee, roundToRupee } from '../money/rupees.ts';

// The bill, in paise (decision 001, docs/product.md, Our readings): packaging and tax are percentages of the
// item subtotal, each rounded half up to the rupee; the total is rounded the same way. The browser shows this
// bill and the server recomputes it on order, so both call this one function.

export interface BillInput {
  /** Sum of price x quantity of the cart lines. */
  subtotalPaise: number;
  /** The restaurant's packaging charge in basis points ("5.00" percent = 500). */
  packagingBp: number;
  /** Tax in basis points (5 percent = 500). */
  taxBp: number;
  /** 0 for self pickup. */
  deliveryPaise: number;
  tipPaise: number;
  /** What the coupon takes off; never more than the subtotal. */
  discountPaise: number;
}

export interface Bill {
  itemTotal: number;
  packaging: number;
  tax: number;
  delivery: number;
  tip: number;
  discount: number;
  total: number;
}

const assertPaise = (name: string, v: number) => {
  if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a whole number of paise >= 0`);
};

export function computeBill(input: BillInput): Bill {
  for (const [k, v] of Object.entries(input)) assertPaise(k, v);
  const packaging = percentOfToRupee(input.subtotalPaise, input.packagingBp);
  const tax = percentOfToRupee(input.subtotalPaise, input.taxBp);
  const discount = Math.min(input.discountPaise, input.subtotalPaise);
  const total = roundToRupee(
    input.subtotalPaise + packaging + tax + input.deliveryPaise + input.tipPaise - discount,
  );
  return {
    itemTotal: input.subtotalPaise,
    packaging,
    tax,
    delivery: input.deliveryPaise,
    tip: input.tipPaise,
    discount,
    total,
  };
}
