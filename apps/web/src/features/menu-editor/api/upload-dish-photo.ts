import type { photoFormFields } from '@khabar/domain/contracts/images/photo-form';
import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { withDish } from '../menu-cache.ts';
import { menuEditorKey } from './get-menu-editor.ts';

/**
 * POST menu-editor/dishes/:id/photo (multipart: version, photo): the dish with its new photo, made into
 * every size (a few seconds). The login goes in the Bearer header, never in the form. A 409 means the
 * dish was saved since the version was read; 400, 413 and 415 say what is wrong with the file.
 */
export function useUploadDishPhoto(restaurantId: number) {
  const client = useQueryClient();
  const key = menuEditorKey(restaurantId);
  return useMutation({
    mutationFn: ({ dishId, version, photo }: { dishId: number; version: number; photo: File }) => {
      return apiRequest<{ data: EditorDish }, typeof photoFormFields>(`menu-editor/dishes/${dishId}/photo`, {
        body: formBody({ version }, { photo }),
      }).then((r) => r.data);
    },
    onSuccess: (dish) => client.setQueryData<MenuEditor>(key, (m) => m && withDish(m, dish)),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
