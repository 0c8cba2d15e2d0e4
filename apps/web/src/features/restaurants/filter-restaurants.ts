import { hasOwnOffer } from '@khabar/domain/catalog/has-own-offer';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { msg } from '@lingui/core/macro';

export const FILTERS = { veg: msg`Pure Veg`, rating4: msg`Rating 4.0+`, offers: msg`Offers` } as const;
export type FilterKey = keyof typeof FILTERS;

const tests: Record<FilterKey, (r: Restaurant) => boolean> = {
  veg: (r) => r.is_pureveg === 1,
  rating4: (r) => r.rating >= 4,
  offers: hasOwnOffer,
};

/** Keeps the restaurants that pass every chosen filter. */
export const filterRestaurants = (list: Restaurant[], chosen: ReadonlySet<FilterKey>) =>
  chosen.size === 0 ? list : list.filter((r) => [...chosen].every((k) => tests[k](r)));
