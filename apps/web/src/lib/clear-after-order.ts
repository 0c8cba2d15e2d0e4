import { cartChanges } from './cart-store.ts';
import { clearCartChoices } from './clear-cart-choices.ts';

/** A placed order clears what the spec lists: cart, its restaurant, coupon, total, tip and comment. */
export function clearAfterOrder() {
  for (const key of ['cart', 'cartRestaurant', 'subTotal', 'total', 'pendingOrder'])
    localStorage.removeItem(key);
  clearCartChoices();
  cartChanges.notify();
}
