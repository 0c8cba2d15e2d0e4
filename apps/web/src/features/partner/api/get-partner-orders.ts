import type { listRestaurantOrdersBody } from '@khabar/domain/contracts/partner/list-restaurant-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefetchOnEvents } from '../../../lib/event-stream.ts';
import { liveRefresh } from '../../../lib/live-refresh.ts';
import { type PartnerOrder, partnerOrdersKey } from './partner-order.ts';

const getPartnerOrders = (restaurantId: number, signal?: AbortSignal) =>
  apiRequest<{ data: PartnerOrder[] }, typeof listRestaurantOrdersBody>(
    `partner/restaurants/${restaurantId}/orders`,
    {
      body: {},
      signal,
    },
  ).then((r) => r.data);

const partnerOrdersQuery = (restaurantId: number, live: boolean) =>
  queryOptions({
    queryKey: partnerOrdersKey(restaurantId),
    queryFn: ({ signal }) => getPartnerOrders(restaurantId, signal),
    // The console's live list (a new order must ring without a refresh): the restaurant's event
    // stream reloads it; polling only while the stream is down.
    ...liveRefresh(!live),
  });

/** The restaurant's live list, newest first: what the kitchen still has to do or hand over. */
export function usePartnerOrders(restaurantId: number) {
  const live = useRefetchOnEvents(`partner/restaurants/${restaurantId}/events`, [
    partnerOrdersKey(restaurantId),
  ]);
  return useQuery(partnerOrdersQuery(restaurantId, live));
}
