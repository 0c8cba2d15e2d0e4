import type { Dashboard } from '@khabar/domain/contracts/admin/reports/get-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const dashboardKey = ['admin-dashboard'] as const;

/**
 * The operator's numbers for a range of Kolkata dates (GET admin/dashboard; any operator, the money
 * only for an admin). Refreshed every minute while open; the last range's numbers stay on screen
 * while the next range's load.
 */
export const useDashboard = (range: { from: string; to: string }) =>
  useQuery<Dashboard>({
    queryKey: [...dashboardKey, range.from, range.to],
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ data: Dashboard }>(
        `admin/dashboard?${new URLSearchParams({ from: range.from, to: range.to })}`,
        { method: 'GET', signal },
      ).then((r) => r.data),
  });
