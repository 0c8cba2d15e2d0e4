// POST /api/menu-editor/categories/:categoryId { version, name?, is_hidden? } -> the category: rename
// it, or hide it (its dishes leave the customer's menu, search and carts) and show it again.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { categoryName, editorCategory, version } from './dish-fields.ts';

export const categoryIdParam = z
  .object({ categoryId: idInput('categoryId') })
  .meta({ examples: [{ categoryId: 1 }] });
export const updateCategoryBody = z
  .object({
    ...authFields,
    version,
    name: categoryName.optional(),
    is_hidden: z.boolean({ error: 'is_hidden must be true or false' }).optional(),
  })
  .meta({ examples: [{ version: 1, name: 'Biryani', is_hidden: false }] });
export const updateCategoryResponse = okResponse(editorCategory);
