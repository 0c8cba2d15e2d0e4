import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { CHOICE_NOT_FOUND, choiceOf, findChoice, saveChoiceChange } from './choice-change.ts';

/**
 * An option's in-stock switch for the day. Out of stock, customers see it and cannot choose it; a
 * group left with fewer in stock than its minimum keeps the dish from being ordered (the editor says so).
 */
export function setChoiceStock(
  input: CatalogChangeDeps & { userId: number; choiceId: number; version: number; isActive: boolean },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: CHOICE_NOT_FOUND,
    find: (tx) => findChoice({ tx, choiceId: input.choiceId }),
    change: async (tx, target) => {
      const choice = choiceOf(target);
      await tx
        .update(schema.itemChoices)
        .set({ isActive: input.isActive, updatedAt: input.now() })
        .where(eq(schema.itemChoices.id, choice.id));
      return {
        action: input.isActive ? 'item.choice.in_stock' : 'item.choice.out_of_stock',
        before: { id: choice.id, name: choice.name, is_active: choice.isActive },
        after: { id: choice.id, name: choice.name, is_active: input.isActive },
      };
    },
  });
}
