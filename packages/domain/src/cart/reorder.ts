import {
  checkDishChoices,
  choicesText,
  type DishChoiceGroup,
  unitPricePaise,
} from '../catalog/dish-choices.ts';
import { type Cart, type CartLine, type CartRestaurant, cartLineKey, MAX_LINE_QUANTITY } from './cart.ts';

// RE-ORDER (issue 23 item 15): the dishes of a past order put in a new cart, at today's prices, as far
// as the menu still has them; what it no longer offers is named, never silently dropped. A dish ordered
// with choices (issue 27) comes back with the same choices, found by group and option name (the order
// keeps words, not ids), when they all still exist, are in stock and still make a valid choice.

export interface OrderedLine {
  itemId: number;
  name: string;
  quantity: number;
  /** The choices as the order kept them; absent or empty for a dish of one price. */
  choices?: { group: string; name: string }[];
}

export interface MenuDish {
  id: number;
  name: string;
  pricePaise: number;
  isVeg: boolean;
  isActive: boolean;
  /** The dish's choice groups today; absent or empty for a dish of one price. */
  groups?: DishChoiceGroup[];
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
  const miss = (name: string) => {
    if (!missing.includes(name)) missing.push(name);
  };
  for (const o of ordered) {
    const dish = byId.get(o.itemId);
    const wanted = o.choices ?? [];
    const label = wanted.length ? `${o.name} (${choicesText(wanted)})` : o.name;
    if (!dish?.isActive) {
      miss(label);
      continue;
    }
    const groups = dish.groups ?? [];
    const ids: number[] = [];
    for (const w of wanted) {
      const option = groups.find((g) => g.name === w.group)?.choices.find((c) => c.name === w.name);
      if (option) ids.push(option.id);
    }
    const check = checkDishChoices(dish.name, groups, ids);
    // An option gone, renamed, or out of stock, or a group's rule changed since: it cannot come as it was.
    if (ids.length !== wanted.length || !check.ok) {
      miss(label);
      continue;
    }
    const item: CartLine = {
      itemId: dish.id,
      name: dish.name,
      pricePaise: unitPricePaise(dish.pricePaise, check.chosen),
      isVeg: dish.isVeg,
      quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, o.quantity)),
      ...(check.chosen.length ? { choices: check.chosen } : {}),
    };
    const line = lines.find((l) => cartLineKey(l) === cartLineKey(item));
    if (line) line.quantity = Math.min(MAX_LINE_QUANTITY, line.quantity + o.quantity);
    else lines.push(item);
  }
  return { cart: lines.length ? { restaurant, lines } : { restaurant: null, lines: [] }, missing };
}
