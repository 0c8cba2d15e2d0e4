// POST /api/admin/complaints/:id/refund { amount | lines, to?, note? } -> support refunds a complaint,
// once: the amount in rupees, or the lines (missing or wrong items: unit price x quantity); capped at
// what was paid for the order less what was refunded for it. To the wallet (valid 30 days) by default;
// to the way the order was paid only for a prepaid online order whose customer asked.
import { z } from 'zod';
import { COMPLAINT_TEXT_MAX } from '../../support/complaint-rules.ts';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { rupeeAmountInput } from '../common/rupee-amount.ts';
import { optionalText } from '../common/strict-inputs.ts';
import { complaintLinesInput, refundTo } from './complaint-fields.ts';
import { supportComplaintJson } from './list-complaints.ts';

const AMOUNT_MESSAGE = 'amount must be rupees from 0.01, with at most two decimals (like 150 or 99.50)';

export const approveComplaintRefundBody = z
  .object({
    ...authFields,
    amount: rupeeAmountInput(10_000_000_00, AMOUNT_MESSAGE).optional(),
    lines: complaintLinesInput.optional(),
    to: refundTo.optional().transform((v) => v ?? 'wallet'),
    note: optionalText(COMPLAINT_TEXT_MAX),
  })
  .refine((b) => (b.amount === undefined) !== (b.lines === undefined || b.lines.length === 0), {
    message: 'Send either the amount or the lines to refund.',
  })
  .meta({ examples: [{ amount: 10, lines: [], to: 'wallet', note: 'Checked the order' }] });

export const approveComplaintRefundResponse = okResponse(
  z.object({ message: z.string(), complaint: supportComplaintJson }),
);
