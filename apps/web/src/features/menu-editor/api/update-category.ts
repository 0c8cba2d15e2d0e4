import type { EditorCategory } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import type { updateCategoryBody } from '@khabar/domain/contracts/menu-editor/update-category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withCategory } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/**
 * POST menu-editor/categories/:id `{ version, name?, is_hidden? }`: rename, hide or show. `version` is
 * the one the editor read; someone else's save in between is a 409, never overwritten.
 */
export function useUpdateCategory(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: ({
      categoryId,
      ...body
    }: {
      categoryId: number;
      version: number;
      name?: string;
      is_hidden?: boolean;
    }) =>
      apiRequest<{ data: EditorCategory }, typeof updateCategoryBody>(
        `menu-editor/categories/${categoryId}`,
        { body },
      ).then((r) => r.data),
    onSuccess: (category) => client.setQueryData<MenuEditor>(key, (m) => m && withCategory(m, category)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
