// POST /api/menu-editor/choice-groups/:groupId/archive { version } -> the dish without the group (and
// its options). Never deleted: orders keep the choices they were placed with. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { editorDish, version } from './dish-fields.ts';

export const archiveChoiceGroupBody = z
  .object({ ...authFields, version })
  .meta({ examples: [{ version: 1 }] });
export const archiveChoiceGroupResponse = okResponse(editorDish);
