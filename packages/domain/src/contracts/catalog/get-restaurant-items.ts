// POST /api/get-restaurant-items/:slug
import { z } from 'zod';
import { menuItem } from './menu-item.ts';

export const getRestaurantItemsResponse = z.object({
  /** Category name -> items, in menu order (JSON object keys keep insertion order). */
  items: z.record(z.string(), z.array(menuItem)),
  recommended: z.array(menuItem),
});
export type GetRestaurantItemsResponse = z.infer<typeof getRestaurantItemsResponse>;
