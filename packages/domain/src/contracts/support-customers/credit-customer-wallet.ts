// POST /api/admin/customers/:userId/credit { amount, reason } -> a goodwill credit (decision 034). A
// support agent's credit within what is left of their daily cap (platform settings, Kolkata day) is in
// the wallet at once; above it, it waits as a request for an admin. An admin's credit is made at once.
// Rs 0.01 to Rs 10,000 a credit.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { rupees } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import {
  customerSupportReason,
  goodwillAllowance,
  goodwillAmountInput,
  goodwillCreditJson,
} from './customer-fields.ts';

export const creditCustomerWalletBody = z
  .object({
    ...authFields,
    amount: goodwillAmountInput,
    reason: customerSupportReason,
  })
  .meta({ examples: [{ amount: 150, reason: 'Order arrived an hour late' }] });
export const creditCustomerWalletResponse = okResponse(
  z.object({
    credit: goodwillCreditJson,
    /** The customer's balance after this call (unchanged when it became a request). */
    wallet_balance: rupees,
    my_goodwill: goodwillAllowance,
  }),
);
