// The cart's changes (docs/product.md, Cart and checkout): ADD, plus and minus, starting afresh at another
// restaurant. Apart from cart.ts, which the first screens load to read the stored cart for the badge:
// only the menu and the cart change it (issue 27 kept / and /restaurants from carrying this code).
import {
  type Cart,
  type CartLine,
  type CartRestaurant,
  cartLineKey,
  EMPTY_CART,
  MAX_LINE_QUANTITY,
} from './cart.ts';

// A caller may still name a dish of one price by its id: its key is the id as text.
const keyText = (key: string | number) => (typeof key === 'number' ? String(key) : key);

export type AddResult =
  | { ok: true; cart: Cart }
  | { ok: false; reason: 'other-restaurant'; current: CartRestaurant };

/** Adds one of an item. An item of another restaurant is refused until the customer agrees to replace. */
export function addToCart(
  cart: Cart,
  restaurant: CartRestaurant,
  item: Omit<CartLine, 'quantity'>,
): AddResult {
  if (cart.restaurant && cart.lines.length > 0 && cart.restaurant.id !== restaurant.id) {
    return { ok: false, reason: 'other-restaurant', current: cart.restaurant };
  }
  const key = cartLineKey(item);
  if (cart.lines.some((l) => cartLineKey(l) === key))
    return { ok: true, cart: changeQuantity(cart, key, +1) };
  return { ok: true, cart: { restaurant, lines: [...cart.lines, newLine(item)] } };
}

// An empty choices list is stored as none, so an old line and a new one of the same dish are equal.
function newLine(item: Omit<CartLine, 'quantity'>): CartLine {
  const { choices, ...rest } = item;
  return choices?.length ? { ...rest, quantity: 1, choices: [...choices] } : { ...rest, quantity: 1 };
}

/** Starts a new cart with this item (the customer agreed to drop the other restaurant's cart). */
export function replaceCart(restaurant: CartRestaurant, item: Omit<CartLine, 'quantity'>): Cart {
  return { restaurant, lines: [newLine(item)] };
}

/**
 * Plus or minus one on the line with this key (cartLineKey; a dish of one price may be named by its id);
 * a line at 1 that goes down is removed; the last line removed empties the cart.
 */
export function changeQuantity(cart: Cart, key: string | number, delta: 1 | -1): Cart {
  const k = keyText(key);
  const lines: CartLine[] = [];
  for (const l of cart.lines) {
    if (cartLineKey(l) !== k) lines.push(l);
    else {
      const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + delta);
      if (quantity > 0) lines.push({ ...l, quantity });
    }
  }
  return lines.length ? { restaurant: cart.restaurant, lines } : EMPTY_CART;
}

/** How many of a dish the cart holds, over all its combinations. */
export const quantityOf = (cart: Cart, itemId: number) =>
  cart.lines.reduce((n, l) => (l.itemId === itemId ? n + l.quantity : n), 0);

/** The cart's lines of one dish, in the cart's order. */
export const linesOf = (cart: Cart, itemId: number) => cart.lines.filter((l) => l.itemId === itemId);
