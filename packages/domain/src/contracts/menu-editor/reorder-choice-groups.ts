// POST /api/menu-editor/dishes/:itemId/choice-groups/order { version, group_ids } -> the dish, its
// groups in the order given (every group of the dish, each once). `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { editorDish, version } from './dish-fields.ts';

export const reorderChoiceGroupsBody = z
  .object({
    ...authFields,
    version,
    group_ids: z.array(idInput('group_ids'), { error: 'group_ids must be a list of ids' }).max(100),
  })
  .meta({ examples: [{ version: 1, group_ids: [1] }] });
export const reorderChoiceGroupsResponse = okResponse(editorDish);
