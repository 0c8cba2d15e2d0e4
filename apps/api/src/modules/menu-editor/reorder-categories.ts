import { schema } from '@khabar/db';
import type { MenuEditor } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { lockRestaurant, readEditorMenu } from './editor-json.ts';
import { RESTAURANT_NOT_FOUND } from './require-menu-editor.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** The same list, each id once: what a reorder must name. */
export function isSameSet({ stored, sent }: { stored: number[]; sent: number[] }): boolean {
  if (stored.length !== sent.length || new Set(sent).size !== sent.length) return false;
  const have = new Set(stored);
  return sent.every((id) => have.has(id));
}

/** Puts the restaurant's categories in the order given (every category, each once). */
export function reorderCategories(
  input: CatalogChangeDeps & { userId: number; restaurantId: number; categoryIds: number[] },
): Promise<MenuEditor> {
  return saveMenuChange({
    ...input,
    notFound: RESTAURANT_NOT_FOUND,
    find: (tx) => lockRestaurant({ tx, restaurantId: input.restaurantId }),
    change: async (tx, restaurantId) => {
      const stored = await tx
        .select({ id: schema.menuCategories.id })
        .from(schema.menuCategories)
        .where(eq(schema.menuCategories.restaurantId, restaurantId))
        .orderBy(asc(schema.menuCategories.position), asc(schema.menuCategories.id));
      const before = stored.map((c) => c.id);
      if (!isSameSet({ stored: before, sent: input.categoryIds })) {
        throw new AppError('CONFLICT', 'The menu changed since you opened it. Reload it and try again.');
      }
      for (const [position, id] of input.categoryIds.entries()) {
        await tx.update(schema.menuCategories).set({ position }).where(eq(schema.menuCategories.id, id));
      }
      const result = await readEditorMenu({ db: tx, restaurantId });
      return {
        result,
        action: 'menu.reorder_categories',
        entity: 'restaurant',
        entityId: restaurantId,
        before: { order: before },
        after: { order: input.categoryIds },
      };
    },
  });
}
