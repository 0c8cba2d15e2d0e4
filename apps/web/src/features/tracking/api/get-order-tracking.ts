import type {
  getOrderTrackingBody,
  OrderTrackingJson,
} from '@khabar/domain/contracts/tracking/get-order-tracking';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';
import { keep, offlineQuery } from '../../../lib/offline-query.ts';
import { useUser } from '../../../lib/session-store.ts';

export type TrackingSnapshot = OrderTrackingJson;

async function getOrderTracking(orderId: number, signal?: AbortSignal): Promise<TrackingSnapshot> {
  const r = await apiRequest<{ data: OrderTrackingJson }, typeof getOrderTrackingBody>('get-order-tracking', {
    body: { order_id: orderId },
    signal,
  });
  return r.data;
}

/**
 * A delivered order's late-delivery credit is granted by a job right after the delivery (decision 044);
 * the stream is closed by then (the order is finished), so the screen asks again until it shows.
 */
const CREDIT_POLL_MS = 4_000;
const creditOnItsWay = (o: TrackingSnapshot | undefined) =>
  o?.orderstatus_id === ORDER_STATUS.delivered && o.late_credit !== null && !o.late_credit.credited;

export const orderTrackingQuery = (userId: number | undefined, orderId: number, pollMs: number | false) =>
  queryOptions({
    queryKey: ['order-tracking', userId, orderId],
    // The last three orders' tracking stays readable offline (decision 050).
    queryFn: ({ signal }) =>
      getOrderTracking(orderId, signal).then(keep(`order-tracking ${userId} ${orderId}`)),
    ...offlineQuery<TrackingSnapshot>(`order-tracking ${userId} ${orderId}`),
    retry: retryUnlessNotFound,
    refetchInterval: (query) => (creditOnItsWay(query.state.data) ? CREDIT_POLL_MS : pollMs),
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
