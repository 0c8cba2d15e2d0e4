import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

export const menuEditorKey = (restaurantId: number) => ['menu-editor', restaurantId] as const;
/** The mutations that reorder the menu: one at a time, each computed from the order the last one left. */
export const menuOrderKey = (restaurantId: number) => ['menu-editor-order', restaurantId] as const;

const menuEditorQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: menuEditorKey(restaurantId),
    // Every save names the version it read: read the menu afresh each time the editor opens.
    staleTime: 0,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<{ data: MenuEditor }>(`menu-editor/restaurants/${restaurantId}`, { signal }).then(
        (r) => r.data,
      ),
  });

/** The whole menu as its editor sees it, hidden categories too (POST menu-editor/restaurants/:id). */
export const useMenuEditor = (restaurantId: number) => useQuery(menuEditorQuery(restaurantId));
