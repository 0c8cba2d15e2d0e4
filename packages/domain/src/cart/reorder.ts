import { type Cart, type CartLine, type CartRestaurant, MAX_LINE_QUANTITY } from './cart.ts';

// RE-ORDER (issue 23 item 15): the dishes of a past order put in a new cart, at today's prices, as far
// as the menu still has them; what it no longer offers is named, never silently dropped.

export interface OrderedLine {
  itemId: number;
  name: string;
  quantity: number;
}

export interface MenuDish {
  id: number;
  name: string;
  pricePaise: number;
  isVeg: boolean;
  isActive: boolean;
}

export interface Reorder {
  cart: Cart;
  /** Names of the ordered dishes the menu no longer has or has not in stock, in the order's order. */
  missing: string[];
}

export function reorderCart(restaurant: CartRestaurant, ordered: OrderedLine[], menu: MenuDish[]): Reorder {
  const byId = new Map(menu.map((d) => [d.id, d]));
  const lines: CartLine[] = [];
  const missing: string[] = [];
  for (const o of ordered) {
    const dish = byId.get(o.itemId);
    if (!dish?.isActive) {
      if (!missing.includes(o.name)) missing.push(o.name);
      continue;
    }
    const line = lines.find((l) => l.itemId === dish.id);
    if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + o.quantity);
    else
      lines.push({
        itemId: dish.id,
        name: dish.name,
        pricePaise: dish.pricePaise,
        isVeg: dish.isVeg,
        quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, o.quantity)),
      });
  }
  return { cart: lines.length ? { restaurant, lines } : { restaurant: null, lines: [] }, missing };
}
