// POST /api/admin/orders/:id/refunds/:refundId/retry { reason } -> a failed gateway refund is asked of
// the gateway again (a durable job). Only a failed one: anything else is 409 naming what happened.
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const retryGatewayRefundBody = reasonOnlyBody;
export const retryGatewayRefundResponse = supportActionResponse;
