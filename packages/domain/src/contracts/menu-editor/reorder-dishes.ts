// POST /api/menu-editor/categories/:categoryId/dishes/order { item_ids } -> the category, its dishes in
// the order given (every dish of the category, each once).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { editorCategory } from './dish-fields.ts';

export const reorderDishesBody = z
  .object({
    ...authFields,
    item_ids: z.array(idInput('item_ids'), { error: 'item_ids must be a list of ids' }).max(500),
  })
  .meta({ examples: [{ item_ids: [1] }] });
export const reorderDishesResponse = okResponse(editorCategory);
