import type { approveComplaintRefundBody } from '@khabar/domain/contracts/complaints/approve-complaint-refund';
import type { SupportComplaint } from '@khabar/domain/contracts/complaints/list-complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { complaintsKey } from './list-complaints.ts';

/**
 * POST admin/complaints/:id/refund { amount, to }: refunded once (a second is 409), capped at what was
 * paid for the order less what was refunded (400 above it).
 */
export function useApproveComplaintRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, to }: { id: number; amount: string; to: 'wallet' | 'source' }) =>
      apiRequest<
        { data: { message: string; complaint: SupportComplaint } },
        typeof approveComplaintRefundBody
      >(`admin/complaints/${id}/refund`, {
        body: { amount, to },
      }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: complaintsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
