import type { OrderSupport } from '@khabar/domain/contracts/support/support-fields';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const orderSupportKey = (orderId: number) => ['admin-order-support', orderId] as const;

/**
 * POST admin/orders/:id/support: the order as the actions panel needs it (status, captain, PIN lock,
 * refunds, the actions this operator may take now, the free captains). Read again whenever the panel
 * is looked at again: another agent may have acted meanwhile.
 */
export function useOrderSupport(orderId: number) {
  return useQuery({
    queryKey: orderSupportKey(orderId),
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderSupport }>(`admin/orders/${orderId}/support`, { signal }).then((r) => r.data),
  });
}
