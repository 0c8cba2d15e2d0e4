// What every change to a dish's choices shares: its body names the dish's version (each hook's body is
// typed by its own contract, `S`), it answers the whole dish
// (put in the editor's copy at once), and goes one at a time per dish (each sends the version the last
// one left, so a second one sent before the first is answered would be a 409).
import type { BodySchema, RequestBody } from '@khabar/domain/contracts/common/request-body';
import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withDish } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/** The pending changes to one dish's choices (useIsMutating with it says a save is under way). */
export const dishChoicesKey = (dishId: number) => ['menu-editor-choices', dishId] as const;

export function useDishChange<V extends { version: number }, S extends BodySchema>(
  restaurantId: number,
  dishId: number,
  request: (v: V) => { path: string; body: RequestBody<S> },
) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationKey: dishChoicesKey(dishId),
    mutationFn: (v: V) => {
      const { path, body } = request(v);
      return apiRequest<{ data: EditorDish }, S>(`menu-editor/${path}`, { body }).then((r) => r.data);
    },
    onSuccess: (dish) => client.setQueryData<MenuEditor>(key, (m) => m && withDish(m, dish)),
    // Not awaited: the change is done once answered (the next may go), the menu is read again after.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
