import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefetchOnEvents } from '../../../lib/event-stream.ts';
import { liveRefresh } from '../../../lib/live-refresh.ts';
import { type OrdersScope, type PartnerOrder, partnerOrdersKey } from './partner-order.ts';

const getPartnerOrders = (restaurantId: number, scope: OrdersScope, signal?: AbortSignal) =>
  apiRequest<{ data: PartnerOrder[] }>(`partner/restaurants/${restaurantId}/orders`, {
    body: { scope },
    signal,
  }).then((r) => r.data);

const partnerOrdersQuery = (restaurantId: number, scope: OrdersScope, live: boolean) =>
  queryOptions({
    queryKey: partnerOrdersKey(restaurantId, scope),
    queryFn: ({ signal }) => getPartnerOrders(restaurantId, scope, signal),
    // The active list is the console's live list (a new order must ring without a refresh): the
    // restaurant's event stream reloads it; polling only while the stream is down. History is read
    // when its tab opens.
    ...(scope === 'active' ? liveRefresh(!live) : { staleTime: 0 }),
  });

/** The restaurant's orders, newest first: the live list of what needs doing, or today's finished ones. */
export function usePartnerOrders(restaurantId: number, scope: OrdersScope) {
  const live = useRefetchOnEvents(scope === 'active' ? `partner/restaurants/${restaurantId}/events` : null, [
    partnerOrdersKey(restaurantId, scope),
  ]);
  return useQuery(partnerOrdersQuery(restaurantId, scope, live));
}
