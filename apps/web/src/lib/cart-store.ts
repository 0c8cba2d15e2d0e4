import { type Cart, EMPTY_CART, parseStoredCart } from '@khabar/domain/cart/cart';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// The cart lives in localStorage (keys 'cart' and 'cartRestaurant', as the spec names them), so it
// survives reloads and is shared by every tab.
const changes = createStorageSubscription(['cart']);
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: EMPTY_CART };

function read(): Cart {
  const raw = localStorage.getItem('cart');
  if (raw === cached.raw) return cached.cart;
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {}
  cached = { raw, cart: parseStoredCart(parsed) };
  return cached.cart;
}

export function saveCart(cart: Cart) {
  if (cart.lines.length === 0) {
    localStorage.removeItem('cart');
    localStorage.removeItem('cartRestaurant');
    localStorage.removeItem('applyedCoupon');
  } else {
    localStorage.setItem('cart', JSON.stringify(cart));
    localStorage.setItem('cartRestaurant', JSON.stringify(cart.restaurant));
  }
  changes.notify();
}

export const useCart = () => useSyncExternalStore(changes.subscribe, read, () => EMPTY_CART);
