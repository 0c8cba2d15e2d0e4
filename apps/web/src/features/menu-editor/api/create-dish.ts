import type { createDishBody } from '@khabar/domain/contracts/menu-editor/create-dish';
import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DishFields } from '../dish-form-values.ts';
import { withDish } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/** POST menu-editor/categories/:id/dishes: a new dish, last in its category and in stock. */
export function useCreateDish(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: ({ categoryId, fields }: { categoryId: number; fields: DishFields }) =>
      apiRequest<{ data: EditorDish }, typeof createDishBody>(`menu-editor/categories/${categoryId}/dishes`, {
        body: fields,
      }).then((r) => r.data),
    onSuccess: (dish) => client.setQueryData<MenuEditor>(key, (m) => m && withDish(m, dish)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
