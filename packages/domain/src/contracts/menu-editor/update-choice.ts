// POST /api/menu-editor/choices/:choiceId { version, name?, price?, diet? } -> the dish. What is left
// out stays. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { choiceDiet, choiceName } from './choice-fields.ts';
import { editorDish, priceInput, version } from './dish-fields.ts';

export const choiceIdParam = z
  .object({ choiceId: idInput('choiceId') })
  .meta({ examples: [{ choiceId: 1 }] });
export const updateChoiceBody = z
  .object({
    ...authFields,
    version,
    name: choiceName.optional(),
    price: priceInput('price').optional(),
    diet: choiceDiet.optional(),
  })
  .meta({ examples: [{ version: 1, name: 'Full', price: 120, diet: 'veg' }] });
export const updateChoiceResponse = okResponse(editorDish);
