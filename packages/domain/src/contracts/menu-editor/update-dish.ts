// POST /api/menu-editor/dishes/:itemId { version, ...fields } -> the dish. Any field may change, the
// category too (within the restaurant). A price change reaches carts at once: a cart quoted before it
// and placed after it gets the 409 with the new bill; orders already placed keep their price.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { diet, dishDescription, dishName, editorDish, priceInput, version } from './dish-fields.ts';

export const dishIdParam = z.object({ itemId: idInput('itemId') }).meta({ examples: [{ itemId: 1 }] });
export const updateDishBody = z
  .object({
    ...authFields,
    version,
    name: dishName.optional(),
    description: dishDescription.optional(),
    price: priceInput('price').optional(),
    old_price: priceInput('old_price').nullable().optional(),
    diet: diet.optional(),
    is_recommended: z.boolean({ error: 'is_recommended must be true or false' }).optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
    category_id: idInput('category_id').optional(),
  })
  .meta({
    examples: [
      {
        version: 1,
        name: 'Veg Dum Biryani',
        description: 'Slow-cooked mutton biryani with potato and egg.',
        price: 249,
        old_price: null,
        diet: 'veg',
        is_recommended: false,
        is_active: true,
        category_id: 1,
      },
    ],
  });
export type UpdateDishBody = z.infer<typeof updateDishBody>;
export const updateDishResponse = okResponse(editorDish);
