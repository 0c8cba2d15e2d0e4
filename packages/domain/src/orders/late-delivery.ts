// The late-delivery promise (policy; decision 044): a delivery order that reaches the door more than
// 60 minutes after it was placed earns the customer 10 % of the food value back to the wallet, unless
// the rider was within 500 m of the door at the 60-minute mark. The server grants it once after the
// delivery (grant-late-credit.ts); the tracking screen tells the customer ahead what they would get,
// from the same rule (lateCreditOutlook), so the promise shown is the promise kept.
import { distanceMetres } from '../geo/distance-metres.ts';
import { percentOfToRupee } from '../money/rupees.ts';
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

/** Delivered more than this long after placing is late (exactly 60:00.000 is on time). */
export const LATE_AFTER_MS = 60 * 60_000;
/** A rider more than this far from the door at the mark was not "nearly there" (exactly 500 m is near). */
const RIDER_NEAR_M = 500;
/** 10 % of the food value, in basis points. */
const LATE_CREDIT_BP = 1000;

interface Point {
  lat: number;
  lng: number;
}

export interface LateDeliveryFacts {
  /** 1 delivery, 2 self pickup: a pickup order has no door to be late at. */
  deliveryType: number;
  statusId: number;
  /** When the order reached the restaurant (null: never placed, e.g. an unpaid online order). */
  placedAt: Date | null;
  deliveredAt: Date | null;
  /**
   * The rider's last reported position at or before placedAt + 60 min, or null when none is known
   * (no captain yet, or no report): then we credit, since the customer must not pay for data we lack.
   */
  riderAtMark: Point | null;
  door: Point;
  /** The item subtotal. */
  subtotalPaise: number;
  /** What the coupon took off. */
  discountPaise: number;
}

export interface LateDeliveryCredit {
  amountPaise: number;
  /** Metres from the door at the mark, rounded to the metre (null: no position known). */
  riderDistanceM: number | null;
}

/** The 60-minute mark of an order placed at `placedAt`. */
export const lateMarkOf = (placedAt: Date): Date => new Date(placedAt.getTime() + LATE_AFTER_MS);

/**
 * The food value's 10 %: item subtotal less the coupon's discount (never below 0), rounded half up to
 * the rupee like every amount we compute (decision 001).
 */
export function lateCreditAmount(subtotalPaise: number, discountPaise: number): number {
  return percentOfToRupee(Math.max(0, subtotalPaise - discountPaise), LATE_CREDIT_BP);
}

/**
 * What a delivered order earns for being late: null when nothing (pickup, not delivered, on time,
 * rider within 500 m at the mark, or a food value whose 10 % rounds to ₹0).
 */
export function lateDeliveryCredit(f: LateDeliveryFacts): LateDeliveryCredit | null {
  if (f.deliveryType !== DELIVERY_TYPE.delivery) return null;
  // A cancelled order was never delivered, whatever times it carries.
  if (f.statusId !== ORDER_STATUS.delivered || !f.placedAt || !f.deliveredAt) return null;
  if (f.deliveredAt.getTime() - f.placedAt.getTime() <= LATE_AFTER_MS) return null;
  // The distance is compared unrounded: 500.4 m is more than 500 m.
  const distance = f.riderAtMark
    ? distanceMetres(f.riderAtMark.lat, f.riderAtMark.lng, f.door.lat, f.door.lng)
    : null;
  if (distance !== null && distance <= RIDER_NEAR_M) return null;
  const amountPaise = lateCreditAmount(f.subtotalPaise, f.discountPaise);
  if (amountPaise <= 0) return null;
  return { amountPaise, riderDistanceM: distance === null ? null : Math.round(distance) };
}

export interface LateCreditOutlook {
  /** After this moment (the 60-minute mark), the credit applies. */
  markAt: Date;
  amountPaise: number;
}

/**
 * What the tracking screen may promise for an order still on its way: the mark and the amount, only
 * while the rule could still give it. Asks the rule itself as if the food arrived just after both the
 * mark and now; before the mark, where the rider will be then is not known, so it could apply. Null
 * for a finished order (the credit itself then says what was given).
 */
export function lateCreditOutlook(
  f: Omit<LateDeliveryFacts, 'deliveredAt' | 'statusId'> & { statusId: number; now: Date },
): LateCreditOutlook | null {
  if (!f.placedAt || f.statusId === ORDER_STATUS.delivered || f.statusId === ORDER_STATUS.cancelled) {
    return null;
  }
  const markAt = lateMarkOf(f.placedAt);
  const arriving = new Date(Math.max(markAt.getTime(), f.now.getTime()) + 1);
  const credit = lateDeliveryCredit({
    ...f,
    statusId: ORDER_STATUS.delivered,
    deliveredAt: arriving,
    riderAtMark: f.now.getTime() >= markAt.getTime() ? f.riderAtMark : null,
  });
  return credit ? { markAt, amountPaise: credit.amountPaise } : null;
}
