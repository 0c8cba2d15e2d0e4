// POST /api/menu-editor/choice-groups/:groupId/choices/order { version, choice_ids } -> the dish, the
// group's options in the order given (every option of the group, each once). `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { editorDish, version } from './dish-fields.ts';

export const reorderChoicesBody = z
  .object({
    ...authFields,
    version,
    choice_ids: z.array(idInput('choice_ids'), { error: 'choice_ids must be a list of ids' }).max(100),
  })
  .meta({ examples: [{ version: 1, choice_ids: [1] }] });
export const reorderChoicesResponse = okResponse(editorDish);
