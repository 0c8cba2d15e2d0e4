import type { CaptainCash } from '@khabar/domain/contracts/admin/captains/cash-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

export const captainCashKey = (captainId: number) => ['captain-cash', captainId] as const;

const captainCashQuery = (captainId: number) =>
  queryOptions({
    queryKey: captainCashKey(captainId),
    staleTime: 0,
    // Cash orders are delivered all day: what the captain holds refreshes itself while it is open.
    refetchInterval: 60_000,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CaptainCash }>(`admin/captains/${captainId}/cash`, { method: 'GET', signal }).then(
        (r) => r.data,
      ),
  });

/**
 * The cash a captain holds, the cash orders they delivered lately and the latest hand-ins (GET
 * admin/captains/:captainId/cash; admins only).
 */
export const useCaptainCash = (captainId: number) => useQuery(captainCashQuery(captainId));
