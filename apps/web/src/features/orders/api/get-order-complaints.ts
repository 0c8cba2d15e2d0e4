import type {
  getOrderComplaintsBody,
  OrderComplaints,
} from '@khabar/domain/contracts/complaints/get-order-complaints';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';

export const orderComplaintsKey = (userId: number | undefined, orderId: number) =>
  ['order-complaints', userId, orderId] as const;

/**
 * POST orders/:id/complaints: the order's complaints and what "Report a problem" may offer now (read
 * only for a delivered order; the server's windows decide, the page's clock never does).
 */
export function useOrderComplaints(orderId: number, enabled: boolean) {
  const user = useUser();
  return useQuery({
    queryKey: orderComplaintsKey(user?.id, orderId),
    enabled: enabled && user !== null,
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderComplaints }, typeof getOrderComplaintsBody>(`orders/${orderId}/complaints`, {
        signal,
        body: {},
      }).then((r) => r.data),
  });
}
