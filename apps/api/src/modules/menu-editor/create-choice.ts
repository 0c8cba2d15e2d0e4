import { schema } from '@khabar/db';
import { type Diet, type EditorDish, MAX_CHOICES_PER_GROUP } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  choicesOf,
  findGroup,
  GROUP_NOT_FOUND,
  groupOf,
  nextPosition,
  refuseTakenName,
  saveChoiceChange,
} from './choice-change.ts';
import { choiceJson, dietColumns } from './editor-json.ts';

/** A new option, last in its group; its price is added to the dish's. An archived group has none. */
export function createChoice(
  input: CatalogChangeDeps & {
    userId: number;
    groupId: number;
    version: number;
    name: string;
    pricePaise: number;
    diet: Diet;
    isActive: boolean;
  },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: GROUP_NOT_FOUND,
    find: (tx) => findGroup({ tx, groupId: input.groupId }),
    change: async (tx, target) => {
      const group = groupOf(target);
      const choices = await choicesOf({ tx, groupId: group.id });
      if (choices.length >= MAX_CHOICES_PER_GROUP) {
        throw new AppError('CONFLICT', `A group can have at most ${MAX_CHOICES_PER_GROUP} options.`);
      }
      refuseTakenName({ taken: choices, name: input.name, self: null, what: `${group.name}` });
      const [row] = await tx
        .insert(schema.itemChoices)
        .values({
          groupId: group.id,
          name: input.name,
          pricePaise: input.pricePaise,
          ...dietColumns(input.diet),
          isActive: input.isActive,
          position: await nextPosition({
            tx,
            table: schema.itemChoices,
            where: eq(schema.itemChoices.groupId, group.id),
          }),
          updatedAt: input.now(),
        })
        .returning();
      if (!row) throw new Error('option not written');
      return { action: 'item.choice.create', before: null, after: choiceJson(row) };
    },
  });
}
