// POST /api/search-restaurants
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';
import { pageField } from '../common/paged-body.ts';
import { menuItem } from './menu-item.ts';
import { restaurant } from './restaurant.ts';

export const searchRestaurantsBody = z
  .object({
    q: z.string().trim().min(1, 'Search needs at least one letter').max(80),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    page: pageField,
  })
  .meta({ examples: [{ q: 'biryani', latitude: 22.5526, longitude: 88.3525, page: 1 }] });
export const dishHit = menuItem.extend({ restaurant_slug: z.string(), restaurant_name: z.string() });
/**
 * Open restaurants first, then nearest; dishes by their restaurant's place in that order, then name.
 * A page holds up to PAGE_SIZE.searchRestaurants restaurants and PAGE_SIZE.searchDishes dishes;
 * next_page is the page to ask for next, or null on the last one (as get-orders).
 */
export const searchRestaurantsResponse = z.object({
  restaurants: z.array(restaurant),
  items: z.array(dishHit),
  next_page: z.number().int().nullable(),
});
export type SearchRestaurantsResponse = z.infer<typeof searchRestaurantsResponse>;
