// POST /api/search-restaurants
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';
import { menuItem } from './menu-item.ts';
import { restaurant } from './restaurant.ts';

export const searchRestaurantsBody = z.object({
  q: z.string().trim().min(1, 'Search needs at least one letter').max(80),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export const dishHit = menuItem.extend({ restaurant_slug: z.string(), restaurant_name: z.string() });
export const searchRestaurantsResponse = z.object({
  restaurants: z.array(restaurant),
  items: z.array(dishHit),
});
export type SearchRestaurantsResponse = z.infer<typeof searchRestaurantsResponse>;
