import type { OrderJson } from '@khabar/domain/contracts/orders/order';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { keep, offlineQuery } from './offline-query.ts';
import { useUser } from './session-store.ts';

/** The customer's orders (My Orders, and the account page's Orders tab). */
export function useOrders() {
  const user = useUser();
  return useQuery({
    queryKey: ['orders', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderJson[] }>('get-orders', { signal }).then((r) =>
        keep(`orders ${user?.id}`)(r.data),
      ),
    // Readable offline (decision 050).
    ...offlineQuery<OrderJson[]>(`orders ${user?.id}`),
  });
}
