import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';

/** A refusal (not logged in, not an operator) will not change on retry. */
const retryUnlessRefused = (failures: number, err: Error) =>
  !(err instanceof ApiError && (err.status === 401 || err.status === 403)) && failures < 1;

/** The operator this account is, and their level (POST admin/me; 403 for anyone who is not one). */
export function useAdminMe() {
  const user = useUser();
  return useQuery({
    queryKey: ['admin-me', user?.id],
    enabled: user !== null,
    // A level changes when an admin says so: read it each time the back office opens.
    staleTime: 0,
    retry: retryUnlessRefused,
    queryFn: ({ signal }) => apiRequest<{ data: AdminMe }>('admin/me', { signal }).then((r) => r.data),
  });
}
