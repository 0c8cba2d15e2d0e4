import { type CartQuote, paiseToRupees } from '@khabar/domain';
import type { PricedCart } from './price-cart.ts';

/** The priced cart as the API answers it (rupee strings). */
export function toQuoteJson(p: PricedCart, taxBp: number): CartQuote {
  const rs = paiseToRupees;
  return {
    bill: {
      item_total: rs(p.bill.itemTotal),
      packaging: rs(p.bill.packaging),
      packaging_percent: rs(p.packagingBp),
      tax: rs(p.bill.tax),
      tax_percent: rs(taxBp),
      delivery: rs(p.bill.delivery),
      tip: rs(p.bill.tip),
      discount: rs(p.bill.discount),
      total: rs(p.bill.total),
      wallet_used: rs(p.walletPaise),
      payable: rs(p.payablePaise),
    },
    blocker: p.blocker,
    short_of_minimum: rs(p.shortOfMinimumPaise),
    promised_minutes: p.promisedMinutes,
    distance_m: p.distanceM,
    coupon: p.coupon && { code: p.coupon.code, applied: p.coupon.applied, message: p.coupon.message },
    wallet_balance: rs(p.walletBalancePaise),
    methods: p.methods,
    restaurant: { id: p.restaurant.id, slug: p.restaurant.slug, name: p.restaurant.name },
  };
}
