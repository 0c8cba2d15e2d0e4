import { schema } from '@khabar/db';
import { type ChoiceKind, type EditorDish, groupRangeProblem } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError, fieldRefusal } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  findGroup,
  GROUP_NOT_FOUND,
  groupOf,
  groupsOf,
  refuseTakenName,
  saveChoiceChange,
} from './choice-change.ts';
import { choiceGroupJson } from './editor-json.ts';

/**
 * Renames a group or changes what it asks for. What is left out stays, except that a group made a
 * variant is "choose exactly one" (min and max 1) unless it says otherwise, and is refused then.
 */
export function updateChoiceGroup(
  input: CatalogChangeDeps & {
    userId: number;
    groupId: number;
    version: number;
    name?: string | undefined;
    kind?: ChoiceKind | undefined;
    min?: number | undefined;
    max?: number | undefined;
  },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: GROUP_NOT_FOUND,
    find: (tx) => findGroup({ tx, groupId: input.groupId }),
    change: async (tx, target) => {
      const group = groupOf(target);
      const kind = input.kind ?? group.kind;
      const toVariant = kind === 'variant' && group.kind !== 'variant';
      const min = input.min ?? (toVariant ? 1 : group.minSelect);
      const max = input.max ?? (toVariant ? 1 : group.maxSelect);
      const problem = groupRangeProblem(kind, min, max);
      if (problem) throw fieldRefusal('BAD_REQUEST', 'min', problem);
      if (input.name !== undefined) {
        refuseTakenName({
          taken: await groupsOf({ tx, itemId: group.itemId }),
          name: input.name,
          self: group.id,
          what: 'This dish',
        });
      }
      const [row] = await tx
        .update(schema.itemChoiceGroups)
        .set({ name: input.name ?? group.name, kind, minSelect: min, maxSelect: max, updatedAt: input.now() })
        .where(eq(schema.itemChoiceGroups.id, group.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', GROUP_NOT_FOUND);
      return {
        action: 'item.choice_group.update',
        before: choiceGroupJson({ group, choices: [] }),
        after: choiceGroupJson({ group: row, choices: [] }),
      };
    },
  });
}
