import type { ReportProblemResult } from '@khabar/domain/contracts/complaints/report-problem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/session-store.ts';
import { orderComplaintsKey } from './get-order-complaints.ts';

export interface ProblemReport {
  kind: string;
  lines: { order_item_id: number; quantity: number }[];
  comment: string;
  refundTo: 'wallet' | 'source';
  photo: File | null;
}

/**
 * POST orders/:id/complaint (multipart: kind, lines as JSON, comment, refund_to, optional photo): the
 * policy's refusals (too late, a photo after 1 hour, a second open report) come back in words.
 */
export function useReportProblem(orderId: number) {
  const user = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: ProblemReport) => {
      const form = new FormData();
      form.append('kind', r.kind);
      if (r.lines.length) form.append('lines', JSON.stringify(r.lines));
      if (r.comment) form.append('comment', r.comment);
      form.append('refund_to', r.refundTo);
      if (r.photo) form.append('photo', r.photo);
      return apiRequest<{ data: ReportProblemResult }>(`orders/${orderId}/complaint`, { body: form }).then(
        (res) => res.data,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: orderComplaintsKey(user?.id, orderId) }),
  });
}
