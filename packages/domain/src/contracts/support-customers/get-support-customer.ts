// POST /api/admin/customers/:userId { orders_page?, wallet_page? } -> one customer for support: the
// profile, their orders (newest first, paged), wallet balance and movements (paged), saved addresses
// (masked for support: area and landmark), the alerts they received, their goodwill credits, and what
// the asking agent may still credit today (any operator).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { pageField } from '../common/paged-body.ts';
import {
  customerSummary,
  goodwillAllowance,
  goodwillCreditJson,
  supportAddressJson,
  supportAlertJson,
  supportOrderJson,
  supportWalletMoveJson,
} from './customer-fields.ts';

export const SUPPORT_PAGE_SIZE = { orders: 20, wallet: 20, alerts: 30, credits: 20 } as const;

export const getSupportCustomerBody = optionalBody(
  z.object({ ...authFields, orders_page: pageField, wallet_page: pageField }),
).meta({ examples: [{ orders_page: 1, wallet_page: 1 }] });

export const supportCustomer = customerSummary.extend({
  addresses: z.array(supportAddressJson),
  /** true when the addresses are masked (a support agent). */
  addresses_masked: z.boolean(),
  orders: z.object({ rows: z.array(supportOrderJson), next_page: z.number().int().nullable() }),
  wallet: z.object({ rows: z.array(supportWalletMoveJson), next_page: z.number().int().nullable() }),
  /** The newest alerts. */
  alerts: z.array(supportAlertJson),
  /** The newest goodwill credits and requests for this customer. */
  credits: z.array(goodwillCreditJson),
  my_goodwill: goodwillAllowance,
});
export type SupportCustomer = z.infer<typeof supportCustomer>;
export const getSupportCustomerResponse = okResponse(supportCustomer);
