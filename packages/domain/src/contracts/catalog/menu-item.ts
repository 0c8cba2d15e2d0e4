import { z } from 'zod';
import { flag, rupees } from '../common/envelope.ts';

export const menuItem = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** HTML; sanitise before showing. */
  desc: z.string(),
  price: rupees,
  /** "0.00" means no earlier price. */
  old_price: rupees,
  /** Path under /media/, or null (show the default image). */
  image: z.string().nullable(),
  is_veg: flag,
  has_egg: flag,
  is_active: flag,
  is_recommended: flag,
  category_name: z.string(),
});
export type MenuItem = z.infer<typeof menuItem>;
