// POST /api/menu-editor/categories/:categoryId/dishes { name, description, price, old_price, diet,
// is_recommended } -> the new dish, last in its category and in stock.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { diet, dishDescription, dishName, editorDish, OLD_PRICE_PROBLEM, priceInput } from './dish-fields.ts';

export const createDishBody = z
  .object({
    ...authFields,
    name: dishName,
    description: dishDescription.default(''),
    price: priceInput('price'),
    old_price: priceInput('old_price').nullish(),
    diet,
    is_recommended: z.boolean({ error: 'is_recommended must be true or false' }).default(false),
  })
  .refine((d) => d.old_price == null || d.old_price > d.price, {
    message: OLD_PRICE_PROBLEM,
    path: ['old_price'],
  })
  .meta({
    examples: [
      {
        name: 'Veg Dum Biryani',
        description: 'Slow-cooked mutton biryani with potato and egg.',
        price: 249,
        old_price: null,
        diet: 'veg',
        is_recommended: false,
      },
    ],
  });
export const createDishResponse = okResponse(editorDish);
