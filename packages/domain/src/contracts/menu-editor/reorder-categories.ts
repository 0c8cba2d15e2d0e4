// POST /api/menu-editor/restaurants/:restaurantId/categories/order { category_ids } -> the menu, with
// the categories in the order given (every category of the restaurant, each once).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { menuEditor } from './get-menu-editor.ts';

export const reorderCategoriesBody = z
  .object({
    ...authFields,
    category_ids: z.array(idInput('category_ids'), { error: 'category_ids must be a list of ids' }).max(500),
  })
  .meta({ examples: [{ category_ids: [1] }] });
export const reorderCategoriesResponse = okResponse(menuEditor);
