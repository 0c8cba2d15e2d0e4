import type { EditorCategory } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import type { reorderDishesBody } from '@khabar/domain/contracts/menu-editor/reorder-dishes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withCategory } from '../menu-cache.ts';
import { menuEditorKey, menuOrderKey } from './get-menu-editor.ts';

/** POST menu-editor/categories/:id/dishes/order `{ item_ids }`: answers the category in its new order. */
export function useReorderDishes(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationKey: menuOrderKey(restaurantId),
    mutationFn: ({ categoryId, dishIds }: { categoryId: number; dishIds: number[] }) =>
      apiRequest<{ data: EditorCategory }, typeof reorderDishesBody>(
        `menu-editor/categories/${categoryId}/dishes/order`,
        {
          body: { item_ids: dishIds },
        },
      ).then((r) => r.data),
    onSuccess: (category) => client.setQueryData<MenuEditor>(key, (m) => m && withCategory(m, category)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
