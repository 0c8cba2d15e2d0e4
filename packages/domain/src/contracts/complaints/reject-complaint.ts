// POST /api/admin/complaints/:id/reject { reason } -> support rejects an open complaint with a reason
// the customer is told; a decided complaint is 409.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { complaintReason } from './complaint-fields.ts';
import { supportComplaintJson } from './list-complaints.ts';

export const rejectComplaintBody = z
  .object({ ...authFields, reason: complaintReason })
  .meta({ examples: [{ reason: 'The photo shows a full box' }] });
export const rejectComplaintResponse = okResponse(
  z.object({ message: z.string(), complaint: supportComplaintJson }),
);
