import { schema } from '@khabar/db';
import { type ChoiceKind, type EditorDish, MAX_GROUPS_PER_DISH } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { findDish, groupsOf, nextPosition, refuseTakenName, saveChoiceChange } from './choice-change.ts';
import { choiceGroupJson, DISH_NOT_FOUND } from './editor-json.ts';

/**
 * A new choice group on a dish, last, with no options yet. A group that asks for more options than it
 * has in stock keeps customers from ordering the dish until it has them: the editor warns, it is not
 * refused, since options are added one at a time after the group.
 */
export function createChoiceGroup(
  input: CatalogChangeDeps & {
    userId: number;
    itemId: number;
    version: number;
    name: string;
    kind: ChoiceKind;
    min: number;
    max: number;
  },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: DISH_NOT_FOUND,
    find: (tx) => findDish({ tx, itemId: input.itemId }),
    change: async (tx, { item }) => {
      const groups = await groupsOf({ tx, itemId: item.id });
      if (groups.length >= MAX_GROUPS_PER_DISH) {
        throw new AppError('CONFLICT', `A dish can have at most ${MAX_GROUPS_PER_DISH} choice groups.`);
      }
      refuseTakenName({ taken: groups, name: input.name, self: null, what: 'This dish' });
      const [row] = await tx
        .insert(schema.itemChoiceGroups)
        .values({
          itemId: item.id,
          name: input.name,
          kind: input.kind,
          minSelect: input.min,
          maxSelect: input.max,
          position: await nextPosition({
            tx,
            table: schema.itemChoiceGroups,
            where: eq(schema.itemChoiceGroups.itemId, item.id),
          }),
          updatedAt: input.now(),
        })
        .returning();
      if (!row) throw new Error('choice group not written');
      return {
        action: 'item.choice_group.create',
        before: null,
        after: choiceGroupJson({ group: row, choices: [] }),
      };
    },
  });
}
