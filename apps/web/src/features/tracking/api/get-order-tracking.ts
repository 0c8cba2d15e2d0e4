import type { OrderTrackingJson } from '@khabar/domain/contracts/tracking/get-order-tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';

export type TrackingSnapshot = OrderTrackingJson;

async function getOrderTracking(orderId: number, signal?: AbortSignal): Promise<TrackingSnapshot> {
  const r = await apiRequest<{ data: OrderTrackingJson }>('get-order-tracking', {
    body: { order_id: orderId },
    signal,
  });
  return r.data;
}

export const orderTrackingQuery = (userId: number | undefined, orderId: number, pollMs: number | false) =>
  queryOptions({
    queryKey: ['order-tracking', userId, orderId],
    queryFn: ({ signal }) => getOrderTracking(orderId, signal),
    retry: retryUnlessNotFound,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });

/** The order as the tracking screen shows it; reloads every `pollMs` when the stream is not working. */
export function useOrderTracking(orderId: number, pollMs: number | false) {
  const user = useUser();
  return useQuery({
    ...orderTrackingQuery(user?.id, orderId, pollMs),
    enabled: user !== null && orderId > 0,
  });
}
