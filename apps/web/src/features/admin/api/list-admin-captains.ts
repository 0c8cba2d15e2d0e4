import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminCaptainsKey = ['admin-captains'] as const;

const adminCaptainsQuery = queryOptions({
  queryKey: adminCaptainsKey,
  staleTime: 0,
  // Duty and positions move by the minute: the list refreshes itself while it is open.
  refetchInterval: 60_000,
  queryFn: ({ signal }) =>
    apiRequest<{ data: AdminCaptain[] }>('admin/captains', { signal }).then((r) => r.data),
});

/**
 * Every captain by name, with duty, suspension, last position and the order they carry now (POST
 * admin/captains; any operator). The map keeps it live through the ops stream (decision 035).
 */
export const useAdminCaptains = () => useQuery(adminCaptainsQuery);
