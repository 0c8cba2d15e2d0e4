import type { setRestaurantOpenBody } from '@khabar/domain/contracts/partner/set-restaurant-open';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST partner/restaurants/:id/open `{ is_open }`: whether the restaurant takes orders now. */
export function useSetRestaurantOpen(restaurantId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (isOpen: boolean) =>
      apiRequest<unknown, typeof setRestaurantOpenBody>(`partner/restaurants/${restaurantId}/open`, {
        body: { is_open: isOpen },
      }),
    // partner/me carries the restaurant's open state the console shows.
    onSettled: () => client.invalidateQueries({ queryKey: ['partner-me'] }),
  });
}
