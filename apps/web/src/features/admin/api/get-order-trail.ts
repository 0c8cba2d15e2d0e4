import type { OrderTrail } from '@khabar/domain/contracts/admin/orders/get-order-trail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Not under the board's key: every order event of the city refreshes the board, and a trail (up to
 * 2,000 points) is read once; the page adds the positions it hears, and reads it again only when the
 * ops stream comes back after a break (it may have missed some).
 */
const orderTrailKey = (id: number) => ['admin-order-trail', id] as const;

const trailQuery = (id: number) =>
  queryOptions({
    queryKey: orderTrailKey(id),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OrderTrail }>(`admin/orders/${id}/trail`, { method: 'GET', signal }).then(
        (r) => r.data,
      ),
  });

/** The positions the order's captains reported while they held it (GET admin/orders/:id/trail). */
export const useOrderTrail = (id: number) => useQuery(trailQuery(id));
