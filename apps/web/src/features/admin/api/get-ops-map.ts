import type { OpsMap } from '@khabar/domain/contracts/admin/orders/get-ops-map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const opsMapKey = ['admin-ops-map'] as const;

const opsMapQuery = queryOptions({
  queryKey: opsMapKey,
  staleTime: 0,
  // The ops stream refreshes it on every order event; this is for a stream that is down.
  refetchInterval: 60_000,
  queryFn: ({ signal }) =>
    apiRequest<{ data: OpsMap }>('admin/ops/map', { method: 'GET', signal }).then((r) => r.data),
});

/** The orders in flight for the map: per kitchen, and how many are on the road (GET admin/ops/map). */
export const useOpsMap = () => useQuery(opsMapQuery);
