import type { PartnerMenuItem } from '@khabar/domain/contracts/partner/list-restaurant-menu';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type { PartnerMenuItem };

export const partnerMenuKey = (restaurantId: number) => ['partner-menu', restaurantId] as const;

const partnerMenuQuery = (restaurantId: number) =>
  queryOptions({
    queryKey: partnerMenuKey(restaurantId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PartnerMenuItem[] }>(`partner/restaurants/${restaurantId}/menu`, { signal }).then(
        (r) => r.data,
      ),
  });

/** Every dish of the restaurant, in stock or not (POST partner/restaurants/:id/menu). */
export const usePartnerMenu = (restaurantId: number) => useQuery(partnerMenuQuery(restaurantId));
