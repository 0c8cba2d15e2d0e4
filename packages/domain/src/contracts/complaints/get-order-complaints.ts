// POST /api/orders/:id/complaints -> the order's complaints as its customer sees them, and what the
// "Report a problem" form may offer now: the order's lines, until when a report and a photo may be sent,
// and whether a refund may go back the way the order was paid (prepaid online orders only).
import { z } from 'zod';
import { authOnlyBody } from '../common/auth-fields.ts';
import { rupees } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { complaintJson, complaintKind } from './complaint-fields.ts';

export const getOrderComplaintsBody = authOnlyBody;

export const getOrderComplaintsResponse = okResponse(
  z.object({
    complaints: z.array(complaintJson),
    /** Whether a new report is taken now (delivered, within 4 hours, no open complaint). */
    can_report: z.boolean(),
    /** The kinds a report may have now (quality and spilled need a photo, so only within 1 hour). */
    kinds: z.array(complaintKind),
    can_send_photo: z.boolean(),
    report_until: z.string().nullable(),
    photo_until: z.string().nullable(),
    can_refund_to_source: z.boolean(),
    lines: z.array(
      z.object({
        order_item_id: z.number().int(),
        name: z.string(),
        price: rupees,
        quantity: z.number().int(),
      }),
    ),
  }),
);
export type OrderComplaints = z.infer<typeof getOrderComplaintsResponse>['data'];
