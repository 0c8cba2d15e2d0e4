import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { findGroup, GROUP_NOT_FOUND, groupOf, saveChoiceChange } from './choice-change.ts';
import { choiceGroupJson } from './editor-json.ts';

/** Takes a group (and its options with it) off the dish for good: orders keep the choices they had. */
export function archiveChoiceGroup(
  input: CatalogChangeDeps & { userId: number; groupId: number; version: number },
): Promise<EditorDish> {
  return saveChoiceChange({
    ...input,
    notFound: GROUP_NOT_FOUND,
    find: (tx) => findGroup({ tx, groupId: input.groupId }),
    change: async (tx, target) => {
      const group = groupOf(target);
      const at = input.now();
      await tx
        .update(schema.itemChoiceGroups)
        .set({ archivedAt: at, updatedAt: at })
        .where(eq(schema.itemChoiceGroups.id, group.id));
      return {
        action: 'item.choice_group.archive',
        before: choiceGroupJson({ group, choices: [] }),
        after: { archived_at: at.toISOString() },
      };
    },
  });
}
