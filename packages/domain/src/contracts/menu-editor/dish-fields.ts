// What the menu editor reads and writes: categories and dishes as the restaurant sees them, with the
// version every save must name (a save against an older version is a 409, never a silent overwrite).
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { plainText } from '../common/lifecycle-fields.ts';
import { safeText } from '../common/safe-text.ts';
import { idInput } from '../common/strict-inputs.ts';
import { editorChoiceGroup } from './choice-fields.ts';

export const MAX_DISH_PRICE_RUPEES = 100_000;

/** The contract's refusal and the service's (an update may change only one of the two prices). */
export const OLD_PRICE_PROBLEM = 'The old price must be more than the price.';

/** Rupees with at most two decimals, from 0 to MAX_DISH_PRICE_RUPEES, as a number or a string. */
export const priceInput = (name: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, `${name} must be an amount in rupees`)], {
      error: `${name} must be an amount in rupees`,
    })
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= 0 && v <= MAX_DISH_PRICE_RUPEES, {
      message: `${name} must be from 0 to ${MAX_DISH_PRICE_RUPEES} rupees`,
    })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${name} can have at most two decimals`,
    })
    .transform((v) => Math.round(v * 100));

export const diet = z.enum(['veg', 'non_veg', 'egg'], { error: 'diet must be veg, non_veg or egg' });
export type Diet = z.infer<typeof diet>;

export const categoryName = plainText(1, 60, 'Name the category in 1 to 60 characters.');
export const dishName = plainText(2, 80, 'Name the dish in 2 to 80 characters.');
/** HTML as the demo menus have it; the page sanitises it before showing it, as it does today. */
export const dishDescription = safeText(
  z
    .string({ error: 'description must be text' })
    .trim()
    .max(1000, 'Keep the description to 1,000 characters.'),
  'description must be plain text',
);
export const version = idInput('version');

export const editorDish = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: rupees,
  old_price: rupees.nullable(),
  diet,
  is_recommended: z.boolean(),
  /** In stock today (the console's switch). */
  is_active: z.boolean(),
  image: z.string().nullable(),
  position: z.number().int(),
  version: z.number().int(),
  /** The dish's choice groups in order, archived ones left out; empty for a dish of one price. */
  choice_groups: z.array(editorChoiceGroup),
});
export type EditorDish = z.infer<typeof editorDish>;

export const editorCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  version: z.number().int(),
  dishes: z.array(editorDish),
});
export type EditorCategory = z.infer<typeof editorCategory>;
