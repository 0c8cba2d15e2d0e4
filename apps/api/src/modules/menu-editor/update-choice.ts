import { schema } from '@khabar/db';
import type { Diet, EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  CHOICE_NOT_FOUND,
  choiceOf,
  choicesOf,
  findChoice,
  groupOf,
  refuseTakenName,
  saveChoiceChange,
} from './choice-change.ts';
import { choiceJson, dietColumns } from './editor-json.ts';

/**
 * Renames an option, or changes its price or mark. Orders keep the choices at the price they were
 * placed at; a cart quoted before the change is told the new bill at placing, as for a dish's price.
 */
export function updateChoice(
  input: CatalogChangeDeps & {
    userId: number;
    choiceId: number;
    version: number;
    name?: string | undefined;
    pricePaise?: number | undefined;
    diet?: Diet | undefined;
  },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: CHOICE_NOT_FOUND,
    find: (tx) => findChoice({ tx, choiceId: input.choiceId }),
    change: async (tx, target) => {
      const choice = choiceOf(target);
      const group = groupOf(target);
      if (input.name !== undefined) {
        refuseTakenName({
          taken: await choicesOf({ tx, groupId: group.id }),
          name: input.name,
          self: choice.id,
          what: `${group.name}`,
        });
      }
      const [row] = await tx
        .update(schema.itemChoices)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.pricePaise !== undefined && { pricePaise: input.pricePaise }),
          ...(input.diet !== undefined && dietColumns(input.diet)),
          updatedAt: input.now(),
        })
        .where(eq(schema.itemChoices.id, choice.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', CHOICE_NOT_FOUND);
      return { action: 'item.choice.update', before: choiceJson(choice), after: choiceJson(row) };
    },
  });
}
