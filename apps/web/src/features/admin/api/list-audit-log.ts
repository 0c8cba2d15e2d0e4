import type {
  AuditEntity,
  AuditEntry,
  listAuditLogBody,
} from '@khabar/domain/contracts/admin/list-audit-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const auditKey = ['admin-audit'] as const;

interface AuditFilters {
  entity: AuditEntity | null;
  restaurantId: number | null;
}

interface AuditPage {
  entries: AuditEntry[];
  next_before_id: number | null;
}

const auditQuery = ({ entity, restaurantId }: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, entity, restaurantId],
    staleTime: 0,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<{ data: AuditPage }, typeof listAuditLogBody>('admin/audit', {
        signal,
        body: { entity, restaurant_id: restaurantId, before_id: pageParam },
      }).then((r) => r.data),
    getNextPageParam: (last) => last.next_before_id,
  });

/**
 * The audit log, newest first, a page at a time (POST admin/audit): each "Show older" asks for the
 * changes before the last one shown.
 */
export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditQuery(filters));
