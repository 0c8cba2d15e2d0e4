// POST /api/admin/customers/:userId/unblock { version, reason } -> the customer, no longer blocked
// (support and admin): they log in again with a code.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { customerSummary, customerSupportReason } from './customer-fields.ts';

export const unblockCustomerBody = z
  .object({
    ...authFields,
    version: idInput('version'),
    reason: customerSupportReason,
  })
  .meta({ examples: [{ version: 1, reason: 'Cleared after review' }] });
export const unblockCustomerResponse = okResponse(customerSummary);
