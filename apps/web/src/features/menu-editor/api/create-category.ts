import type { createCategoryBody } from '@khabar/domain/contracts/menu-editor/create-category';
import type { EditorCategory } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withCategory } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/** POST menu-editor/restaurants/:id/categories `{ name }`: a new category, last on the menu. */
export function useCreateCategory(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<{ data: EditorCategory }, typeof createCategoryBody>(
        `menu-editor/restaurants/${restaurantId}/categories`,
        {
          body: { name },
        },
      ).then((r) => r.data),
    onSuccess: (category) => client.setQueryData<MenuEditor>(key, (m) => m && withCategory(m, category)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
