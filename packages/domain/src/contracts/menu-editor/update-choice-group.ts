// POST /api/menu-editor/choice-groups/:groupId { version, name?, kind?, min?, max? } -> the dish. What
// is left out stays; a group made a variant becomes 1 and 1. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { choiceGroupName, choiceKind, selectCount } from './choice-fields.ts';
import { editorDish, version } from './dish-fields.ts';

export const choiceGroupIdParam = z
  .object({ groupId: idInput('groupId') })
  .meta({ examples: [{ groupId: 1 }] });
export const updateChoiceGroupBody = z
  .object({
    ...authFields,
    version,
    name: choiceGroupName.optional(),
    kind: choiceKind.optional(),
    min: selectCount('min').optional(),
    max: selectCount('max').optional(),
  })
  .meta({ examples: [{ version: 1, name: 'Portion', kind: 'variant', min: 1, max: 1 }] });
export const updateChoiceGroupResponse = okResponse(editorDish);
