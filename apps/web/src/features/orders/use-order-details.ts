import type { OrderDetailsResponse, orderIdBody } from '@khabar/domain/contracts/orders/get-order-details';
import { isFinalStatus } from '@khabar/domain/orders/order-lifecycle';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest, retryUnlessNotFound } from '../../lib/api-client.ts';
import { useRefetchOnEvents } from '../../lib/event-stream.ts';
import { LIVE_POLL_MS } from '../../lib/live-refresh.ts';
import { useUser } from '../../lib/session-store.ts';

export function useOrderDetails(orderId: string) {
  const user = useUser();
  const queryKey = ['orders', user?.id, orderId];
  // Read by the poll's timer, which TanStack recomputes on every render: the stream's state is known
  // only after the order (whose status says whether to follow it at all).
  const streaming = useRef(false);
  const details = useQuery({
    queryKey,
    enabled: user !== null,
    retry: retryUnlessNotFound,
    // An order on its way is followed live (accepted, rider assigned, delivered) by the order's event
    // stream, so a step shows within a moment of happening; it polls only while the stream is down.
    // A finished one is not followed.
    refetchInterval: (q: { state: { data?: OrderDetailsResponse } }) => {
      const status = q.state.data?.data.orderstatus_id;
      return status === undefined || isFinalStatus(status) || streaming.current ? false : LIVE_POLL_MS;
    },
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) =>
      apiRequest<OrderDetailsResponse, typeof orderIdBody>('get-order-details', {
        body: { order_id: orderId },
        signal,
      }),
  });
  const status = details.data?.data.orderstatus_id;
  const following = user !== null && status !== undefined && !isFinalStatus(status);
  streaming.current = useRefetchOnEvents(following ? `orders/${orderId}/events` : null, [queryKey]);
  return details;
}
