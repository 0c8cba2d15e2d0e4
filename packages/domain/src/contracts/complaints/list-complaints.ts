// POST /api/admin/complaints { status? } -> complaints for support and admins, open first (oldest
// open first, then the newest decided), each with its order, its customer's refunds in the last 30
// days and the flag, its lines, whether it has a photo, and the most a refund can be now.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody, rupees } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { complaintJson, complaintStatus } from './complaint-fields.ts';

export const listComplaintsBody = optionalBody(
  z.object({ ...authFields, status: complaintStatus.nullish() }),
).meta({ examples: [{ status: 'open' }] });

export const supportComplaintJson = complaintJson.extend({
  order: z.object({
    id: z.number().int(),
    unique_order_id: z.string(),
    restaurant_name: z.string(),
    payment_mode: z.string(),
    total: rupees,
    delivered_at: z.string().nullable(),
  }),
  customer: z.object({
    user_id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    /** Complaints of this customer refunded in the last 30 days (any order, any way). */
    refunds_30_days: z.number().int(),
    /** 3 or more: shown to support, never a refusal by itself. */
    flagged: z.boolean(),
  }),
  /** What the complaint's lines are worth (unit price x quantity); 0 when it names none. */
  lines_amount: rupees,
  /** The most a refund can be now: what was paid for the order less what was refunded for it. */
  refund_cap: rupees,
  /** Whether the money may go back the way the order was paid (prepaid online, and the customer asked). */
  can_refund_to_source: z.boolean(),
});
export type SupportComplaint = z.infer<typeof supportComplaintJson>;

export const listComplaintsResponse = okResponse(z.object({ complaints: z.array(supportComplaintJson) }));
