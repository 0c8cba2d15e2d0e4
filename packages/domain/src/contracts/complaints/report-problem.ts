// POST /api/orders/:id/complaint (multipart/form-data) -> the customer reports a problem with their
// delivered order: the kind, the lines and quantities (missing or wrong item, sent as JSON text), an
// optional photo in the field `photo` (required for quality and spilled; photos within 1 hour of
// delivery), a comment, and where a refund should go (the wallet, or the way a prepaid order was paid).
// Another customer's order is 404; the policy's refusals are 4xx in plain words.
import { z } from 'zod';
import { COMPLAINT_TEXT_MAX } from '../../support/complaint-rules.ts';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { complaintJson, complaintKind, complaintLinesInput, refundTo } from './complaint-fields.ts';

const COMMENT_MESSAGE = `comment must be at most ${COMPLAINT_TEXT_MAX} characters of plain text`;

/** The form's text fields (multipart fields are text: `lines` is JSON). */
export const reportProblemFields = z.object({
  ...authFields,
  kind: complaintKind,
  lines: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'lines must be JSON: [{"order_item_id":1,"quantity":1}]' });
        return z.NEVER;
      }
    })
    .pipe(complaintLinesInput),
  comment: z
    .string()
    .trim()
    .max(COMPLAINT_TEXT_MAX, COMMENT_MESSAGE)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, COMMENT_MESSAGE)
    .optional()
    .transform((v) => v ?? ''),
  refund_to: refundTo.optional().transform((v) => v ?? 'wallet'),
});
export type ReportProblemFields = z.infer<typeof reportProblemFields>;

export const reportProblemResponse = okResponse(z.object({ message: z.string(), complaint: complaintJson }));
export type ReportProblemResult = z.infer<typeof reportProblemResponse>['data'];
