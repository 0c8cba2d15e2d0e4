import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';

/** The card's offer badge: "50% OFF", "₹75 OFF", or the first coupon's name. */
export function couponBadgeText(coupons: CouponSummary[]): string | null {
  // The restaurant's own offer says more about it than a platform-wide one.
  const active = coupons.filter((c) => c.is_active === 1);
  const first = active.find((c) => c.restaurant_id !== null) ?? active[0];
  if (!first) return null;
  const value = rupeesToPaise(first.discount);
  if (first.discount_type === 'PERCENTAGE' && value > 0) return `${value / 100}% OFF`;
  if (first.discount_type === 'AMOUNT' && value > 0) return `${formatInr(value, { trimZeros: true })} OFF`;
  return first.name;
}
