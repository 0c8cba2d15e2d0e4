import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { findDish, groupsOf, saveChoiceChange } from './choice-change.ts';
import { DISH_NOT_FOUND } from './editor-json.ts';
import { isSameSet } from './reorder-categories.ts';

/** Puts a dish's choice groups in the order given (every group of the dish, each once). */
export function reorderChoiceGroups(
  input: CatalogChangeDeps & { userId: number; itemId: number; version: number; groupIds: number[] },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: DISH_NOT_FOUND,
    find: (tx) => findDish({ tx, itemId: input.itemId }),
    change: async (tx, { item }) => {
      const before = (await groupsOf({ tx, itemId: item.id })).map((g) => g.id);
      if (!isSameSet({ stored: before, sent: input.groupIds })) {
        throw new AppError(
          'CONFLICT',
          'The choices changed since you opened them. Reload them and try again.',
        );
      }
      for (const [position, id] of input.groupIds.entries()) {
        await tx.update(schema.itemChoiceGroups).set({ position }).where(eq(schema.itemChoiceGroups.id, id));
      }
      return {
        action: 'item.choice_group.reorder',
        before: { order: before },
        after: { order: input.groupIds },
      };
    },
  });
}
