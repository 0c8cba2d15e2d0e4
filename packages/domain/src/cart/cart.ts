// The cart rules (docs/product.md, Cart and checkout): one restaurant per cart, plus/minus steppers, minus at
// 1 removes the line, an empty cart is no cart. Pure functions over plain data, so the browser and the server
// apply the same rules. Prices are integer paise. A dish with choices (issue 27) is one line per combination:
// a line is known by its key (the dish and its sorted choice ids), never by the dish alone.
// Only a type from dish-choices: the first screens read the cart (the badge), and a value imported from
// there would bring that module's whole chunk to / and /restaurants (0.6 KB gzip).
import type { ChosenOption } from '../catalog/dish-choices.ts';

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

/**
 * A line's identity: the dish alone, or the dish and its sorted choice ids. The same text as the
 * domain's lineKey (the server's), written here for the first screens' sake; a property test holds the
 * two equal.
 */
export function cartLineKey(line: Pick<CartLine, 'itemId' | 'choices'>): string {
  const ids = (line.choices ?? []).map((c) => c.id).sort((a, b) => a - b);
  return ids.length ? `${line.itemId}:${ids.join(',')}` : String(line.itemId);
}

export interface Cart {
  restaurant: CartRestaurant | null;
  lines: CartLine[];
}

export const EMPTY_CART: Cart = { restaurant: null, lines: [] };

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

const whole = (v: unknown): v is number => Number.isInteger(v);
const text = (v: unknown): v is string => typeof v === 'string';

function storedLine(l: unknown): CartLine | null {
  const v = (l ?? {}) as Record<string, unknown>;
  const { itemId, name, pricePaise, isVeg, quantity, choices } = v;
  if (
    !whole(itemId) ||
    !text(name) ||
    !whole(pricePaise) ||
    pricePaise < 0 ||
    typeof isVeg !== 'boolean' ||
    !whole(quantity) ||
    quantity < 1 ||
    quantity > MAX_LINE_QUANTITY
  )
    return null;
  const line: CartLine = { itemId, name, pricePaise, isVeg, quantity };
  // A cart stored before choices existed has none. Malformed choices drop the line: its price counted
  // them, so the dish without them would be charged differently from what the customer chose.
  if (choices === undefined || (Array.isArray(choices) && choices.length === 0)) return line;
  if (!Array.isArray(choices)) return null;
  const kept: ChosenOption[] = [];
  for (const c of choices as Record<string, unknown>[]) {
    const { groupId, group, id, name: option, pricePaise: price } = c ?? {};
    if (
      !whole(groupId) ||
      !text(group) ||
      !whole(id) ||
      !text(option) ||
      !whole(price) ||
      price < 0 ||
      kept.some((k) => k.id === id)
    )
      return null;
    kept.push({ groupId, group, id, name: option, pricePaise: price });
  }
  return { ...line, choices: kept };
}
