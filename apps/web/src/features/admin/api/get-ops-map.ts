import type { OpsMap } from '@khabar/domain/contracts/admin/orders/get-ops-map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const opsMapKey = ['admin-ops-map'] as const;

const opsMapQuery = (poll: boolean) =>
  queryOptions({
    queryKey: opsMapKey,
    staleTime: 0,
    // The ops stream refreshes it on every order event; only while the stream is down does it poll.
    refetchInterval: poll ? 60_000 : false,
    queryFn: ({ signal }) =>
      apiRequest<{ data: OpsMap }>('admin/ops/map', { method: 'GET', signal }).then((r) => r.data),
  });

/**
 * The orders in flight for the map (GET admin/ops/map): each on the road at its captain, the rest
 * grouped at their kitchens. `poll` while the ops stream is not live.
 */
export const useOpsMap = ({ poll }: { poll: boolean }) => useQuery(opsMapQuery(poll));
