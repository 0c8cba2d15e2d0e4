import { type Cart, EMPTY_CART, parseStoredCart } from '@khabar/domain/cart/cart';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// Reading the cart: the bars and badges need only this (saving is in save-cart.ts). The cart lives in
// localStorage (keys 'cart' and 'cartRestaurant', as the spec names them), so it survives reloads and is
// shared by every tab.
export const cartChanges = createStorageSubscription(['cart']);
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

export const readCart = read;
export const useCart = () => useSyncExternalStore(cartChanges.subscribe, read, () => EMPTY_CART);
