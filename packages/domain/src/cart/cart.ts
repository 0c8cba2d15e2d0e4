// The cart rules (docs/product.md, Cart and checkout): one restaurant per cart, plus/minus steppers, minus at
// 1 removes the line, an empty cart is no cart. Pure functions over plain data, so the browser and the server
// apply the same rules. Prices are integer paise.

export const MAX_LINE_QUANTITY = 50;

/** Cooking instructions (the spec's order_comment): a short plain note for the kitchen. */
export const MAX_ORDER_COMMENT = 300;

/** The note as the kitchen reads it: plain text on one line or a few, no control characters. */
export const plainOrderComment = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_ORDER_COMMENT);

export interface CartRestaurant {
  id: number;
  slug: string;
  name: string;
}

export interface CartLine {
  itemId: number;
  name: string;
  pricePaise: number;
  isVeg: boolean;
  quantity: number;
}

export interface Cart {
  restaurant: CartRestaurant | null;
  lines: CartLine[];
}

export const EMPTY_CART: Cart = { restaurant: null, lines: [] };

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
  const existing = cart.lines.find((l) => l.itemId === item.itemId);
  if (existing) return { ok: true, cart: changeQuantity(cart, item.itemId, +1) };
  return { ok: true, cart: { restaurant, lines: [...cart.lines, { ...item, quantity: 1 }] } };
}

/** Starts a new cart with this item (the customer agreed to drop the other restaurant's cart). */
export function replaceCart(restaurant: CartRestaurant, item: Omit<CartLine, 'quantity'>): Cart {
  return { restaurant, lines: [{ ...item, quantity: 1 }] };
}

/** Plus or minus one; a line at 1 that goes down is removed; the last line removed empties the cart. */
export function changeQuantity(cart: Cart, itemId: number, delta: 1 | -1): Cart {
  const lines: CartLine[] = [];
  for (const l of cart.lines) {
    if (l.itemId !== itemId) lines.push(l);
    else {
      const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + delta);
      if (quantity > 0) lines.push({ ...l, quantity });
    }
  }
  return lines.length ? { restaurant: cart.restaurant, lines } : EMPTY_CART;
}

export const quantityOf = (cart: Cart, itemId: number) =>
  cart.lines.find((l) => l.itemId === itemId)?.quantity ?? 0;

export const itemCount = (cart: Cart) => cart.lines.reduce((n, l) => n + l.quantity, 0);

/** The item total: price times quantity over the lines (the spec's cartPrice summed). */
export const subtotalPaise = (cart: Cart) =>
  cart.lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);

/** Reads a stored cart back, dropping anything malformed rather than trusting old or edited storage. */
export function parseStoredCart(value: unknown): Cart {
  if (!value || typeof value !== 'object') return EMPTY_CART;
  const v = value as { restaurant?: unknown; lines?: unknown };
  const r = v.restaurant as CartRestaurant | null;
  if (!r || typeof r.id !== 'number' || typeof r.slug !== 'string' || typeof r.name !== 'string')
    return EMPTY_CART;
  if (!Array.isArray(v.lines)) return EMPTY_CART;
  const lines = v.lines.filter(
    (l): l is CartLine =>
      l &&
      Number.isInteger(l.itemId) &&
      typeof l.name === 'string' &&
      Number.isInteger(l.pricePaise) &&
      l.pricePaise >= 0 &&
      typeof l.isVeg === 'boolean' &&
      Number.isInteger(l.quantity) &&
      l.quantity >= 1 &&
      l.quantity <= MAX_LINE_QUANTITY,
  );
  return lines.length ? { restaurant: { id: r.id, slug: r.slug, name: r.name }, lines } : EMPTY_CART;
}
