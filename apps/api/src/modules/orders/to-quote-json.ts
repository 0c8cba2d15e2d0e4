import { type CartQuote, paiseToRupees, type ServerLanguage, translateServerMessage } from '@khabar/domain';
import type { PricedCart } from './price-cart.ts';

/** The priced cart as the API answers it (rupee strings), its words in the asker's language. */
export function toQuoteJson({
  p,
  taxBp,
  language,
}: {
  p: PricedCart;
  taxBp: number;
  language: ServerLanguage;
}): CartQuote {
  const rs = paiseToRupees;
  const methods = Object.fromEntries(
    Object.entries(p.methods).map(([method, a]) => [
      method,
      a.allowed ? a : { allowed: false, reason: translateServerMessage(a.reason, language) },
    ]),
  ) as PricedCart['methods'];
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
    coupon: p.coupon && {
      code: p.coupon.code,
      applied: p.coupon.applied,
      message: p.coupon.message[language],
    },
    wallet_balance: rs(p.walletBalancePaise),
    methods,
    restaurant: { id: p.restaurant.id, slug: p.restaurant.slug, name: p.restaurant.name },
  };
}
