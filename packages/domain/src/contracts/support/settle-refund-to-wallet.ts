// POST /api/admin/orders/:id/refunds/:refundId/settle-to-wallet { reason } -> a failed gateway refund
// is paid into the customer's wallet instead, once; a retry after it is 409.
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const settleRefundToWalletBody = reasonOnlyBody;
export const settleRefundToWalletResponse = supportActionResponse;
