// POST /api/menu-editor/choice-groups/:groupId/choices { version, name, price, diet, is_active? } -> the
// dish, with the new option last in its group (in stock unless said). `price` is rupees added to the
// dish's price. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { choiceDiet, choiceName } from './choice-fields.ts';
import { editorDish, priceInput, version } from './dish-fields.ts';

export const createChoiceBody = z
  .object({
    ...authFields,
    version,
    name: choiceName,
    price: priceInput('price'),
    diet: choiceDiet,
    is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  })
  .meta({ examples: [{ version: 1, name: 'Full', price: 120, diet: 'veg', is_active: true }] });
export const createChoiceResponse = okResponse(editorDish);
