import { type Cart, subtotalPaise } from '@khabar/domain/cart/cart';
import { formatInr } from '@khabar/domain/money/rupees';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import { t } from '@lingui/core/macro';
import { cartChanges, readCart } from './cart-store.ts';
import { clearCartChoices } from './clear-cart-choices.ts';
import { readCoupon, saveCoupon } from './coupon-store.ts';

/**
 * A coupon the cart lost, and the coupon rule's own reason
 * ('Coupon applicable on minimum order of ₹199').
 */
interface CouponDrop {
  code: string;
  reason: string;
}

/** What the customer is told when a coupon leaves the cart by itself: the code and why (issue 23 item 11). */
export const couponDropNotice = (drop: CouponDrop) => {
  const { code, reason } = drop;
  return t`${code} removed: ${reason}`;
};

/**
 * Stores the cart. An empty cart, or one started afresh at another restaurant, drops the last cart's
 * choices (coupon, tip, cooking instructions: issue 23 item 12), and a coupon whose minimum the new
 * subtotal no longer reaches is dropped (docs/product.md, Cart and checkout). Returns the coupon that
 * rule dropped, with its reason, for the screen to say.
 */
export function saveCart(cart: Cart): { couponDropped: CouponDrop | null } {
  let couponDropped: CouponDrop | null = null;
  const before = readCart().restaurant;
  if (cart.lines.length === 0 || (before !== null && before.id !== cart.restaurant?.id)) clearCartChoices();
  if (cart.lines.length === 0) {
    localStorage.removeItem('cart');
    localStorage.removeItem('cartRestaurant');
  } else {
    localStorage.setItem('cart', JSON.stringify(cart));
    localStorage.setItem('cartRestaurant', JSON.stringify(cart.restaurant));
    const coupon = readCoupon();
    const result = coupon && couponDiscount(couponTerms(coupon), subtotalPaise(cart));
    if (coupon && result && !result.ok) {
      saveCoupon(null);
      // The coupon rule's only refusal here is its minimum: said in the screen's language.
      const minimum = formatInr(couponTerms(coupon).minOrderPaise, { trimZeros: true });
      couponDropped = { code: coupon.code, reason: t`Coupon applicable on minimum order of ${minimum}` };
    }
  }
  cartChanges.notify();
  return { couponDropped };
}
