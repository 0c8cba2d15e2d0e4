import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// The applied coupon, under the spec's key 'applyedCoupon'. The server re-checks it on order.
const changes = createStorageSubscription(['applyedCoupon']);
let cached: { raw: string | null; coupon: CouponSummary | null } = { raw: null, coupon: null };

export function readCoupon(): CouponSummary | null {
  const raw = localStorage.getItem('applyedCoupon');
  if (raw === cached.raw) return cached.coupon;
  let coupon: CouponSummary | null = null;
  try {
    const p = raw ? JSON.parse(raw) : null;
    if (p && typeof p.code === 'string' && typeof p.min_order_amount === 'string') coupon = p;
  } catch {}
  cached = { raw, coupon };
  return coupon;
}

export function saveCoupon(coupon: CouponSummary | null) {
  if (coupon) localStorage.setItem('applyedCoupon', JSON.stringify(coupon));
  else localStorage.removeItem('applyedCoupon');
  changes.notify();
}

export const useCoupon = () => useSyncExternalStore(changes.subscribe, readCoupon, () => null);
