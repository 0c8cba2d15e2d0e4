import { reorderCart } from '@khabar/domain/cart/reorder';
import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import type { OrderJson } from '@khabar/domain/contracts/orders/order';
import { rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';
import { apiRequest } from './api-client.ts';
import { dishChoiceGroups } from './dish-choice-groups.ts';
import { saveCart } from './save-cart.ts';

/**
 * RE-ORDER (issue 23 item 15): the past order's dishes that the restaurant's menu still offers go in
 * the cart at today's prices (the cart replaced); the ones it does not are named for the customer. A
 * dish ordered with choices comes back with them while they are all still offered and in stock.
 */
export async function reorder(order: OrderJson): Promise<{ added: number; missing: string[] }> {
  const slug = order.resturant_details?.slug;
  if (!slug) return { added: 0, missing: order.orderitems.map((i) => i.name) };
  const path = encodeURIComponent(slug);
  const [info, menu] = await Promise.all([
    apiRequest<Restaurant>(`get-restaurant-info/${path}`),
    apiRequest<GetRestaurantItemsResponse>(`get-restaurant-items/${path}`),
  ]);
  const dishes = Object.values(menu.items)
    .flat()
    .map((d) => ({
      id: d.id,
      name: d.name,
      pricePaise: rupeesToPaise(d.price),
      isVeg: d.is_veg === 1,
      isActive: d.is_active === 1,
      groups: dishChoiceGroups(d),
    }));
  const { cart, missing } = reorderCart(
    { id: info.id, slug: info.slug, name: info.name },
    order.orderitems.map((i) => ({
      itemId: i.item_id,
      name: i.name,
      quantity: i.quantity,
      choices: i.choices ?? [],
    })),
    dishes,
  );
  if (cart.lines.length > 0) saveCart(cart);
  return { added: cart.lines.length, missing };
}

/** What the cart says after a re-order: the dishes that could not come along, if any. */
export function reorderMessage(missing: string[]): string {
  if (missing.length === 0) return t`Your dishes are in the cart.`;
  const dishes = missing.join(', ');
  return t`Not available now: ${dishes}. The rest is in your cart.`;
}
