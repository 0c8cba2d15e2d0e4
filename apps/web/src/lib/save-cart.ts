import { type Cart, subtotalPaise } from '@khabar/domain/cart/cart';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import { cartChanges, readCart } from './cart-store.ts';
import { clearCartChoices } from './clear-cart-choices.ts';
import { readCoupon, saveCoupon } from './coupon-store.ts';

/**
 * Stores the cart. An empty cart, or one started afresh at another restaurant, drops the last cart's
 * choices (coupon, tip, cooking instructions: issue 23 item 12), and a coupon whose minimum the new
 * subtotal no longer reaches is dropped (docs/product.md, Cart and checkout). Returns whether that
 * happened.
 */
export function saveCart(cart: Cart): { couponDropped: boolean } {
  let couponDropped = false;
  const before = readCart().restaurant;
  if (cart.lines.length === 0 || (before !== null && before.id !== cart.restaurant?.id)) clearCartChoices();
  if (cart.lines.length === 0) {
    localStorage.removeItem('cart');
    localStorage.removeItem('cartRestaurant');
  } else {
    localStorage.setItem('cart', JSON.stringify(cart));
    localStorage.setItem('cartRestaurant', JSON.stringify(cart.restaurant));
    const coupon = readCoupon();
    if (coupon && !couponDiscount(couponTerms(coupon), subtotalPaise(cart)).ok) {
      saveCoupon(null);
      couponDropped = true;
    }
  }
  cartChanges.notify();
  return { couponDropped };
}
