import type { AdminWebhook } from '@khabar/domain/contracts/admin/webhooks/webhook-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const webhooksKey = ['admin-webhooks'] as const;

const webhooksQuery = queryOptions({
  queryKey: webhooksKey,
  staleTime: 0,
  // Deliveries are made by the job queue after the order moves: the list follows them while it is open.
  refetchInterval: 5_000,
  queryFn: ({ signal }) =>
    apiRequest<{ data: AdminWebhook[] }>('admin/webhooks', { signal }).then((r) => r.data),
});

/** Every webhook endpoint with its last deliveries (POST admin/webhooks, admins only). */
export const useWebhooks = () => useQuery(webhooksQuery);
