import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import type { reorderCategoriesBody } from '@khabar/domain/contracts/menu-editor/reorder-categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { menuEditorKey, menuOrderKey } from './get-menu-editor.ts';

/** POST menu-editor/restaurants/:id/categories/order `{ category_ids }`: answers the whole menu. */
export function useReorderCategories(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationKey: menuOrderKey(restaurantId),
    mutationFn: (categoryIds: number[]) =>
      apiRequest<{ data: MenuEditor }, typeof reorderCategoriesBody>(
        `menu-editor/restaurants/${restaurantId}/categories/order`,
        {
          body: { category_ids: categoryIds },
        },
      ).then((r) => r.data),
    onSuccess: (menu) => client.setQueryData<MenuEditor>(key, menu),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
