import type { Cart } from '@khabar/domain/cart/cart';
import { checkDishChoices, unitPricePaise } from '@khabar/domain/catalog/dish-choices';
import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { rupeesToPaise } from '@khabar/domain/money/rupees';
import { apiRequest } from './api-client.ts';
import { dishChoiceGroups } from './dish-choice-groups.ts';
import { saveCart } from './save-cart.ts';

/**
 * The cart with each line's price of one as the menu has it now (its choices priced too), or null when
 * nothing changed. A line whose dish or choices the menu no longer allows keeps its price: place-order
 * names that problem itself.
 */
export function freshPrices(cart: Cart, dishes: readonly MenuItem[]): Cart | null {
  const byId = new Map(dishes.map((d) => [d.id, d]));
  let changed = false;
  const lines = cart.lines.map((l) => {
    const dish = byId.get(l.itemId);
    if (!dish) return l;
    const check = checkDishChoices(
      dish.name,
      dishChoiceGroups(dish),
      (l.choices ?? []).map((c) => c.id),
    );
    if (!check.ok) return l;
    const pricePaise = unitPricePaise(rupeesToPaise(dish.price), check.chosen);
    if (pricePaise === l.pricePaise) return l;
    changed = true;
    return { ...l, pricePaise, ...(check.chosen.length ? { choices: check.chosen } : {}) };
  });
  return changed ? { ...cart, lines } : null;
}

/**
 * After place-order refused a line's price as changed (issue 27: the cart sends the price it showed),
 * the cart takes today's prices from the menu, so the bill re-prices and the next Pay can succeed.
 */
export async function refreshCartPrices(cart: Cart): Promise<boolean> {
  const slug = cart.restaurant?.slug;
  if (!slug) return false;
  const menu = await apiRequest<GetRestaurantItemsResponse>(
    `get-restaurant-items/${encodeURIComponent(slug)}`,
  );
  const fresh = freshPrices(cart, Object.values(menu.items).flat());
  if (fresh) saveCart(fresh);
  return fresh !== null;
}
