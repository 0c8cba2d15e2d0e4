import type { AdminOrderBoard, BoardStatus } from '@khabar/domain/contracts/admin/orders/list-admin-orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminOrdersKey = ['admin-orders'] as const;

export interface BoardFilters {
  status: BoardStatus | null;
  restaurantId: number | null;
  area: string | null;
  payment: 'COD' | 'WALLET' | 'RAZORPAY' | null;
  page: number;
}

const boardQuery = (f: BoardFilters) =>
  queryOptions({
    queryKey: [...adminOrdersKey, f.status, f.restaurantId, f.area, f.payment, f.page],
    staleTime: 0,
    // The risks are worked out on the server's clock: a quiet board still ages, so it asks again.
    refetchInterval: 60_000,
    queryFn: ({ signal }) => {
      const q = new URLSearchParams();
      if (f.status) q.set('status', f.status);
      if (f.restaurantId) q.set('restaurant_id', String(f.restaurantId));
      if (f.area) q.set('area', f.area);
      if (f.payment) q.set('payment', f.payment);
      if (f.page > 1) q.set('page', String(f.page));
      const query = q.toString();
      return apiRequest<{ data: AdminOrderBoard }>(`admin/orders${query ? `?${query}` : ''}`, {
        method: 'GET',
        signal,
      }).then((r) => r.data);
    },
  });

/** The operators' board (GET admin/orders; any operator): a page of the day's orders, at-risk first. */
export const useAdminOrders = (filters: BoardFilters) =>
  // A new filter or page shows the rows before until its own arrive: the table does not jump.
  useQuery({ ...boardQuery(filters), placeholderData: keepPreviousData });
