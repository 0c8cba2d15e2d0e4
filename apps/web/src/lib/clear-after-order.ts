import { cartChanges } from './cart-store.ts';
import { saveCoupon } from './coupon-store.ts';
import { saveTip } from './tip-store.ts';

/** A placed order clears what the spec lists: cart, its restaurant, coupon, total and tip. */
export function clearAfterOrder() {
  for (const key of ['cart', 'cartRestaurant', 'subTotal', 'total', 'pendingOrder'])
    localStorage.removeItem(key);
  saveCoupon(null);
  saveTip(0);
  cartChanges.notify();
}
