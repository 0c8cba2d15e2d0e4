// POST /api/menu-editor/dishes/:itemId/choice-groups { version, name, kind, min?, max? } -> the dish,
// with the new group last. A variant group is 1 and 1 (min and max may be left out); an add-on group
// names its max, and its min is 0 unless given. `version` is the dish's.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { choiceGroupName, choiceKind, groupRangeProblem, selectCount } from './choice-fields.ts';
import { editorDish, version } from './dish-fields.ts';

export const createChoiceGroupBody = z
  .object({
    ...authFields,
    version,
    name: choiceGroupName,
    kind: choiceKind,
    min: selectCount('min').optional(),
    max: selectCount('max').optional(),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'addon' && d.max === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'Say how many options can be chosen at most (max).',
      });
      return;
    }
    const problem = groupRangeProblem(d.kind, d.min ?? (d.kind === 'variant' ? 1 : 0), d.max ?? 1);
    if (problem) ctx.addIssue({ code: 'custom', path: ['min'], message: problem });
  })
  .meta({ examples: [{ version: 1, name: 'Portion', kind: 'variant', min: 1, max: 1 }] });
export const createChoiceGroupResponse = okResponse(editorDish);
