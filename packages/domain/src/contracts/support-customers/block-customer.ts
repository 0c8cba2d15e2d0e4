// POST /api/admin/customers/:userId/block { version, reason } -> the customer, blocked (support and
// admin): their sessions end, logging in and ordering are refused with ACCOUNT_BLOCKED; orders already
// placed go on. An operator's, a captain's or restaurant staff's account is not blocked here (409).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { customerSummary, customerSupportReason } from './customer-fields.ts';

export const blockCustomerBody = z
  .object({
    ...authFields,
    version: idInput('version'),
    reason: customerSupportReason,
  })
  .meta({ examples: [{ version: 1, reason: 'Repeated false complaints' }] });
export const blockCustomerResponse = okResponse(customerSummary);
