import type {
  ReportProblemResult,
  reportProblemFields,
} from '@khabar/domain/contracts/complaints/report-problem';
import type { ComplaintKind } from '@khabar/domain/support/complaint-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formBody } from '../../../lib/form-body.ts';
import { useUser } from '../../../lib/session-store.ts';
import { orderComplaintsKey } from './get-order-complaints.ts';

export interface ProblemReport {
  kind: ComplaintKind;
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
    mutationFn: (r: ProblemReport) =>
      apiRequest<{ data: ReportProblemResult }, typeof reportProblemFields>(`orders/${orderId}/complaint`, {
        body: formBody(
          {
            kind: r.kind,
            // Multipart fields are text: the lines go as JSON, as the contract reads them.
            lines: r.lines.length ? JSON.stringify(r.lines) : undefined,
            comment: r.comment || undefined,
            refund_to: r.refundTo,
          },
          { photo: r.photo },
        ),
      }).then((res) => res.data),
    onSettled: () => client.invalidateQueries({ queryKey: orderComplaintsKey(user?.id, orderId) }),
  });
}
