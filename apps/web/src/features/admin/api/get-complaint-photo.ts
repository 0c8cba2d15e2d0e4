import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, storedToken } from '../../../lib/api-client.ts';

/**
 * GET admin/complaints/:id/photo (support, admins): the private photo, fetched with the session's
 * Bearer header (an <img src> would carry none) and shown from a blob: URL, revoked when it goes.
 */
export function useComplaintPhoto(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['admin-complaint-photo', id],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const token = storedToken();
      let res: Response;
      try {
        res = await fetch(`/api/admin/complaints/${id}/photo`, {
          signal,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          credentials: 'same-origin',
        });
      } catch {
        throw new ApiError('You seem to be offline. Check your connection and try again.', 0);
      }
      if (!res.ok) {
        const data = await res.json().catch(() => null);
        throw new ApiError(data?.message ?? 'The photo could not be loaded.', res.status);
      }
      return URL.createObjectURL(await res.blob());
    },
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
