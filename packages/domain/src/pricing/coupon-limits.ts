// Who may still use a coupon (issue 23 item 11, issue 31): a first-order coupon is for a customer with
// no earlier order, a coupon of N uses per customer stops at the customer's Nth, and one of N uses in
// all stops when every customer together has used it N times. The server counts the uses (under locks
// when it places an order); this decides, so the quote, the order and the coupon list agree.

export interface CouponLimits {
  firstOrderOnly: boolean;
  /** Uses per customer; null = no limit. */
  maxUsesPerUser: number | null;
  /** Uses by every customer together; null = no limit. */
  maxUsesTotal: number | null;
}

export interface CouponUses {
  /** Orders by every customer that used it. */
  total: number;
  /** The customer's own: null for a guest, whose uses are counted once they log in. */
  customer: { uses: number; earlierOrders: number } | null;
}

export type CouponRefusalReason = 'used' | 'first-order' | 'used-up';

export const COUPON_REFUSALS: Record<CouponRefusalReason, string> = {
  used: 'You have already used this coupon.',
  'first-order': 'This coupon is only for your first order.',
  'used-up': 'This coupon has been used up: all its uses are taken.',
};

export type CouponRefusal = { reason: CouponRefusalReason; message: string };

/** Why this coupon cannot be used now, the customer's own reason first; null when it can. */
export function couponLimitRefusal(limits: CouponLimits, uses: CouponUses): CouponRefusal | null {
  const refuse = (reason: CouponRefusalReason) => ({ reason, message: COUPON_REFUSALS[reason] });
  const mine = uses.customer;
  if (mine && limits.maxUsesPerUser !== null && mine.uses >= limits.maxUsesPerUser) return refuse('used');
  if (mine && limits.firstOrderOnly && mine.earlierOrders > 0) return refuse('first-order');
  if (limits.maxUsesTotal !== null && uses.total >= limits.maxUsesTotal) return refuse('used-up');
  return null;
}

/** Whether placing an order must count this coupon's uses again under locks (any limit at all). */
export const couponHasLimits = (limits: CouponLimits) =>
  limits.firstOrderOnly || limits.maxUsesPerUser !== null || limits.maxUsesTotal !== null;
