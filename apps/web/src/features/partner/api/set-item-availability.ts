import type { setItemAvailabilityBody } from '@khabar/domain/contracts/partner/set-item-availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PartnerMenuItem, partnerMenuKey } from './get-partner-menu.ts';

/**
 * POST partner/items/:id/availability `{ is_active }`: in stock or not. The switch moves at once and
 * moves back if the server refuses; customers stop seeing the dish as soon as the server answers.
 */
export function useSetItemAvailability(restaurantId: number) {
  const client = useQueryClient();
  const key = partnerMenuKey(restaurantId);
  const put = (id: number, isActive: boolean) =>
    client.setQueryData<PartnerMenuItem[]>(key, (items) =>
      items?.map((i) => (i.id === id ? { ...i, is_active: isActive } : i)),
    );
  return useMutation({
    mutationFn: (v: { itemId: number; isActive: boolean }) =>
      apiRequest<{ data: PartnerMenuItem }, typeof setItemAvailabilityBody>(
        `partner/items/${v.itemId}/availability`,
        {
          body: { is_active: v.isActive },
        },
      ).then((r) => r.data),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: key });
      put(v.itemId, v.isActive);
    },
    onError: (_err, v) => put(v.itemId, !v.isActive),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
