import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { choicesOf, findGroup, GROUP_NOT_FOUND, groupOf, saveChoiceChange } from './choice-change.ts';
import { isSameSet } from './reorder-categories.ts';

/** Puts a group's options in the order given (every option of the group, each once). */
export function reorderChoices(
  input: CatalogChangeDeps & { userId: number; groupId: number; version: number; choiceIds: number[] },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: GROUP_NOT_FOUND,
    find: (tx) => findGroup({ tx, groupId: input.groupId }),
    change: async (tx, target) => {
      const group = groupOf(target);
      const before = (await choicesOf({ tx, groupId: group.id })).map((c) => c.id);
      if (!isSameSet({ stored: before, sent: input.choiceIds })) {
        throw new AppError(
          'CONFLICT',
          'The choices changed since you opened them. Reload them and try again.',
        );
      }
      for (const [position, id] of input.choiceIds.entries()) {
        await tx.update(schema.itemChoices).set({ position }).where(eq(schema.itemChoices.id, id));
      }
      return {
        action: 'item.choice.reorder',
        before: { group_id: group.id, order: before },
        after: { group_id: group.id, order: input.choiceIds },
      };
    },
  });
}
