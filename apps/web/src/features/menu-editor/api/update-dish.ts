import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import type { updateDishBody } from '@khabar/domain/contracts/menu-editor/update-dish';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DishFields } from '../dish-form-values.ts';
import { withDish } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

type DishChange = Partial<DishFields> & { is_active?: boolean; category_id?: number };

/**
 * POST menu-editor/dishes/:id `{ version, ...changes }`: any field, the in-stock switch, or another
 * category of the restaurant. A save against an older version is a 409 (someone else saved first).
 */
export function useUpdateDish(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: ({ dishId, version, change }: { dishId: number; version: number; change: DishChange }) =>
      apiRequest<{ data: EditorDish }, typeof updateDishBody>(`menu-editor/dishes/${dishId}`, {
        body: { version, ...change },
      }).then((r) => r.data),
    onSuccess: (dish) => client.setQueryData<MenuEditor>(key, (m) => m && withDish(m, dish)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
