import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { CHOICE_NOT_FOUND, choiceOf, findChoice, saveChoiceChange } from './choice-change.ts';
import { choiceJson } from './editor-json.ts';

/** Takes an option off its group for good: orders keep the choices they were placed with. */
export function archiveChoice(
  input: CatalogChangeDeps & { userId: number; choiceId: number; version: number },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: CHOICE_NOT_FOUND,
    find: (tx) => findChoice({ tx, choiceId: input.choiceId }),
    change: async (tx, target) => {
      const choice = choiceOf(target);
      const at = input.now();
      await tx
        .update(schema.itemChoices)
        .set({ archivedAt: at, updatedAt: at })
        .where(eq(schema.itemChoices.id, choice.id));
      return {
        action: 'item.choice.archive',
        before: choiceJson(choice),
        after: { archived_at: at.toISOString() },
      };
    },
  });
}
