import { type Cart, subtotalPaise } from '@khabar/domain/cart/cart';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import { cartChanges } from './cart-store.ts';
import { readCoupon, saveCoupon } from './coupon-store.ts';

/**
 * Stores the cart. An empty cart takes its restaurant and coupon with it, and a coupon whose minimum
 * the new subtotal no longer reaches is dropped (docs/product.md, Cart and checkout). Returns whether that
 * happened.
 */
export function saveCart(cart: Cart): { couponDropped: boolean } {
  let couponDropped = false;
  if (cart.lines.length === 0) {
    localStorage.removeItem('cart');
    localStorage.removeItem('cartRestaurant');
    saveCoupon(null);
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
