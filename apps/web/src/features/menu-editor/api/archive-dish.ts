import type { archiveDishBody } from '@khabar/domain/contracts/menu-editor/archive-dish';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withoutDish } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/** POST menu-editor/dishes/:id/archive `{ version }`: off the menu for good; past orders keep it. */
export function useArchiveDish(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: ({ dishId, version }: { dishId: number; version: number }) =>
      apiRequest<{ data: { id: number } }, typeof archiveDishBody>(`menu-editor/dishes/${dishId}/archive`, {
        body: { version },
      }).then((r) => r.data),
    onSuccess: ({ id }) => client.setQueryData<MenuEditor>(key, (m) => m && withoutDish(m, id)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
