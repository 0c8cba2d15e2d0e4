import type { AdminOrderDetail } from '@khabar/domain/contracts/admin/orders/get-admin-order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminOrdersKey } from './list-admin-orders.ts';

/** Under the board's key: an event that refreshes the board refreshes an open order too. */
const adminOrderKey = (id: number) => [...adminOrdersKey, 'order', id] as const;

const orderQuery = (id: number) =>
  queryOptions({
    queryKey: adminOrderKey(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdminOrderDetail }>(`admin/orders/${id}`, { method: 'GET', signal }).then(
        (r) => r.data,
      ),
  });

/** One order as an operator reads it (GET admin/orders/:id; any operator). */
export const useAdminOrder = (id: number) => useQuery(orderQuery(id));
