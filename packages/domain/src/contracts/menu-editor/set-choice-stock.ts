// POST /api/menu-editor/choices/:choiceId/stock { version, is_active } -> the dish: the option's
// in-stock switch for the day, as a dish's. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { editorDish, version } from './dish-fields.ts';

export const setChoiceStockBody = z
  .object({
    ...authFields,
    version,
    is_active: z.boolean({ error: 'is_active must be true or false' }),
  })
  .meta({ examples: [{ version: 1, is_active: true }] });
export const setChoiceStockResponse = okResponse(editorDish);
