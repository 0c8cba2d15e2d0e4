import type { OrderDetailsResponse, OrderJson } from '@khabar/domain/contracts/orders/order';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../lib/api-client.ts';
import { useUser } from '../../lib/session-store.ts';

export function useOrders() {
  const user = useUser();
  return useQuery({
    queryKey: ['orders', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiRequest<{ data: OrderJson[] }>('get-orders', { signal }).then((r) => r.data),
  });
}

export function useOrderDetails(orderId: string) {
  const user = useUser();
  return useQuery({
    queryKey: ['orders', user?.id, orderId],
    enabled: user !== null,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<OrderDetailsResponse>('get-order-details', { body: { order_id: orderId }, signal }),
  });
}
