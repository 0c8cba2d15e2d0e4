import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { rupeesToPaise } from '@khabar/domain/money/rupees';
import { msg } from '@lingui/core/macro';

export const SORTS = {
  relevance: msg`Relevance`,
  cost: msg`Cost For Two Low To High`,
  time: msg`Delivery Time Low To High`,
  rating: msg`Rating High To Low`,
} as const;
export type SortKey = keyof typeof SORTS;

/** Sorts a list, keeping open restaurants above closed ones whatever the order asked. */
export function sortRestaurants(list: Restaurant[], key: SortKey): Restaurant[] {
  if (key === 'relevance') return list;
  const open = (r: Restaurant) => (isOrderable(r) ? 0 : 1);
  const by: Record<Exclude<SortKey, 'relevance'>, (a: Restaurant, b: Restaurant) => number> = {
    cost: (a, b) => rupeesToPaise(a.price_range) - rupeesToPaise(b.price_range),
    time: (a, b) => a.delivery_time - b.delivery_time,
    rating: (a, b) => b.rating - a.rating,
  };
  return [...list].sort((a, b) => open(a) - open(b) || by[key](a, b));
}
