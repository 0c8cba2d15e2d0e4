import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';

/** The card's offer badge: "50% OFF", "₹75 OFF", or the first coupon's name. */
export function couponBadgeText(coupons: CouponSummary[]): string | null {
  // The restaurant's own offer says more about it than a platform-wide one.
  const active = coupons.filter((c) => c.is_active === 1);
  const first = active.find((c) => c.restaurant_id !== null) ?? active[0];
  if (!first) return null;
  const value = rupeesToPaise(first.discount);
  const percent = value / 100;
  const amount = formatInr(value, { trimZeros: true });
  if (first.discount_type === 'PERCENTAGE' && value > 0) return t`${percent}% OFF`;
  if (first.discount_type === 'AMOUNT' && value > 0) return t`${amount} OFF`;
  return first.name;
}
