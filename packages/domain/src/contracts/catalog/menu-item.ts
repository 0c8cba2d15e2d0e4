import { z } from 'zod';
import { flag, rupees } from '../common/envelope.ts';

export const menuChoice = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Added to the dish's price, rupees ('0.00' for a free choice such as "No onion"). */
  price: rupees,
  is_veg: flag,
  has_egg: flag,
  is_active: flag,
});
export type MenuChoice = z.infer<typeof menuChoice>;

export const menuChoiceGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** variant: choose exactly one (Half / Full); addon: choose between min and max. */
  kind: z.enum(['variant', 'addon']),
  min: z.number().int(),
  max: z.number().int(),
  choices: z.array(menuChoice),
});
export type MenuChoiceGroup = z.infer<typeof menuChoiceGroup>;

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
  /**
   * The dish's choices (issue 27): absent or empty for a dish of one price. Prices are what an option
   * adds to the dish's price. Out-of-stock options are listed with is_active 0 (shown, not choosable).
   */
  choice_groups: z.array(menuChoiceGroup).optional(),
});
export type MenuItem = z.infer<typeof menuItem>;
