import type { OrderDetailsResponse, orderIdBody } from '@khabar/domain/contracts/orders/get-order-details';
import { isFinalStatus } from '@khabar/domain/orders/order-lifecycle';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../lib/api-client.ts';
import { LIVE_POLL_MS } from '../../lib/live-refresh.ts';
import { useUser } from '../../lib/session-store.ts';

export function useOrderDetails(orderId: string) {
  const user = useUser();
  return useQuery({
    queryKey: ['orders', user?.id, orderId],
    enabled: user !== null,
    retry: retryUnlessNotFound,
    // An order on its way is followed live (accepted, rider assigned, delivered); a finished one is not.
    // Push (issue 14) replaces the polling here.
    refetchInterval: (q: { state: { data?: OrderDetailsResponse } }) => {
      const status = q.state.data?.data.orderstatus_id;
      return status === undefined || isFinalStatus(status) ? false : LIVE_POLL_MS;
    },
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) =>
      apiRequest<OrderDetailsResponse, typeof orderIdBody>('get-order-details', {
        body: { order_id: orderId },
        signal,
      }),
  });
}
