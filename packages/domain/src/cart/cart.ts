// The cart rules (docs/product.md, Cart and checkout): one restaurant per cart, plus/minus steppers, minus at
// 1 removes the line, an empty cart is no cart. Pure functions over plain data, so the browser and the server
// apply the same rules. Prices are integer paise. A dish with choices (issue 27) is one line per combination:
// a line is known by its key (the dish and its sorted choice ids), never by the dish alone.
import { type ChosenOption, lineKey, MAX_CHOICES_PER_LINE } from '../catalog/dish-choices.ts';

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
  /** The price of one, its choices included. */
  pricePaise: number;
  isVeg: boolean;
  quantity: number;
  /** The options chosen, as the menu priced them; absent (or empty) for a dish of one price. */
  choices?: ChosenOption[];
}

/** A line's identity: the dish alone, or the dish and its choices (lineKey). */
export const cartLineKey = (line: Pick<CartLine, 'itemId' | 'choices'>) =>
  lineKey(
    line.itemId,
    (line.choices ?? []).map((c) => c.id),
  );

// A caller may still name a dish of one price by its id: its key is the id as text.
const keyText = (key: string | number) => (typeof key === 'number' ? String(key) : key);

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
  const lines: CartLine[] = [];
  const keys = new Set<string>();
  for (const l of v.lines) {
    const line = storedLine(l);
    // Two stored lines of one combination (edited storage) would be one line; the first is kept.
    if (!line || keys.has(cartLineKey(line))) continue;
    keys.add(cartLineKey(line));
    lines.push(line);
  }
  return lines.length ? { restaurant: { id: r.id, slug: r.slug, name: r.name }, lines } : EMPTY_CART;
}

function storedLine(l: unknown): CartLine | null {
  if (!l || typeof l !== 'object') return null;
  const v = l as Record<string, unknown>;
  if (
    !Number.isInteger(v.itemId) ||
    typeof v.name !== 'string' ||
    !Number.isInteger(v.pricePaise) ||
    (v.pricePaise as number) < 0 ||
    typeof v.isVeg !== 'boolean' ||
    !Number.isInteger(v.quantity) ||
    (v.quantity as number) < 1 ||
    (v.quantity as number) > MAX_LINE_QUANTITY
  )
    return null;
  const line = {
    itemId: v.itemId as number,
    name: v.name,
    pricePaise: v.pricePaise as number,
    isVeg: v.isVeg,
    quantity: v.quantity as number,
  };
  // A cart stored before choices existed has none. Malformed choices drop the line: its price counted
  // them, so the dish without them would be charged differently from what the customer chose.
  if (v.choices === undefined || (Array.isArray(v.choices) && v.choices.length === 0)) return line;
  const choices = storedChoices(v.choices);
  return choices ? { ...line, choices } : null;
}

function storedChoices(value: unknown): ChosenOption[] | null {
  if (!Array.isArray(value) || value.length > MAX_CHOICES_PER_LINE) return null;
  const out: ChosenOption[] = [];
  for (const c of value) {
    if (!c || typeof c !== 'object') return null;
    const o = c as Record<string, unknown>;
    if (
      !Number.isInteger(o.groupId) ||
      typeof o.group !== 'string' ||
      !Number.isInteger(o.id) ||
      typeof o.name !== 'string' ||
      !Number.isInteger(o.pricePaise) ||
      (o.pricePaise as number) < 0 ||
      out.some((x) => x.id === o.id)
    )
      return null;
    out.push({
      groupId: o.groupId as number,
      group: o.group,
      id: o.id as number,
      name: o.name,
      pricePaise: o.pricePaise as number,
    });
  }
  return out;
}
