// What the complaint calls share (issue 26): a complaint as its customer and as support see it, the
// lines a missing or wrong item names, and where a refund goes.
import { z } from 'zod';
import { COMPLAINT_KINDS, COMPLAINT_TEXT_MAX } from '../../support/complaint-rules.ts';
import { rupees } from '../common/envelope.ts';
import { plainText } from '../common/lifecycle-fields.ts';
import { idInput, wholeNumber } from '../common/strict-inputs.ts';

export const complaintKind = z.enum(COMPLAINT_KINDS, {
  error: 'kind must be missing_item, wrong_item, quality, spilled or not_delivered',
});
export const refundTo = z.enum(['wallet', 'source'], { error: 'refund_to must be wallet or source' });
export const complaintStatus = z.enum(['open', 'refunded', 'rejected']);

export const complaintIdParam = z.object({ id: idInput('id') }).meta({ examples: [{ id: 1 }] });

/** A line a complaint is about: an order line's id and how many of it (1 to 50, the most ordered). */
export const complaintLineInput = z.object({
  order_item_id: idInput('order_item_id'),
  quantity: wholeNumber('quantity').pipe(
    z.number().min(1, 'quantity must be 1 to 50').max(50, 'quantity must be 1 to 50'),
  ),
});
export const complaintLinesInput = z
  .array(complaintLineInput, { error: 'lines must be a list of order_item_id and quantity' })
  .max(50, 'lines name at most 50 order lines')
  .refine(
    (lines) => new Set(lines.map((l) => l.order_item_id)).size === lines.length,
    'Each order line may be named once.',
  );
export type ComplaintLineInput = z.infer<typeof complaintLineInput>;

export const COMPLAINT_REASON_MESSAGE = `reason must be 3 to ${COMPLAINT_TEXT_MAX} characters of plain text`;
export const complaintReason = plainText(3, COMPLAINT_TEXT_MAX, COMPLAINT_REASON_MESSAGE);

/** A line as the complaint shows it: what it was, how many were ordered, how many are complained of. */
export const complaintLineJson = z.object({
  order_item_id: z.number().int(),
  name: z.string(),
  price: rupees,
  ordered: z.number().int(),
  quantity: z.number().int(),
});

/** A complaint as its customer sees it on the order. */
export const complaintJson = z.object({
  id: z.number().int(),
  kind: complaintKind,
  status: complaintStatus,
  lines: z.array(complaintLineJson),
  comment: z.string(),
  has_photo: z.boolean(),
  refund_to: refundTo,
  /** What was refunded (null until refunded). */
  refund_amount: rupees.nullable(),
  /** Where the refund went: the wallet, or the way the order was paid. */
  refunded_to: refundTo.nullable(),
  /** Support's reason for a rejection, or its note with a refund. */
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ComplaintJson = z.infer<typeof complaintJson>;
