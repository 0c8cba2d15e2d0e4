import type { SupportComplaint } from '@khabar/domain/contracts/complaints/list-complaints';
import type { rejectComplaintBody } from '@khabar/domain/contracts/complaints/reject-complaint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { complaintsKey } from './list-complaints.ts';

/** POST admin/complaints/:id/reject { reason }: the customer is told the reason; decided once (409 after). */
export function useRejectComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<{ data: { message: string; complaint: SupportComplaint } }, typeof rejectComplaintBody>(
        `admin/complaints/${id}/reject`,
        {
          body: { reason },
        },
      ).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: complaintsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
